import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const UI = join(import.meta.dirname, '..', '..', 'src', 'ui')
/** Where stores live: the shared kernel's and each feature's (src/ui/features/<area>, beside its screens). */
const FOLDERS = ['stores', 'features']

/** Every .ts/.tsx file under the store folders, as `stores/…` or `features/<area>/…`. */
function storeFolderFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(UI, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join(folder, file)),
  )
}

/** STYLE.md: files stay under about 300 lines; a store past it holds more than one responsibility. */
const MAX_LINES = 300

/** Lines of a file's text, as an editor counts them (a final newline ends the last line, it does not add one). */
function lineCount(text: string): number {
  return text.replace(/\n$/, '').split('\n').length
}

/** Each file under the store folders longer than MAX_LINES, with its length. */
function oversizedStores(): string[] {
  return storeFolderFiles()
    .map((file) => [file, lineCount(readFileSync(join(UI, file), 'utf8'))] as const)
    .filter(([, lines]) => lines > MAX_LINES)
    .map(([file, lines]) => `src/ui/${file}: ${lines} lines`)
}

describe('MobX stores stay small (issue 11: split by responsibility)', () => {
  it('counts lines as an editor does', () => {
    expect([lineCount('a\nb\n'), lineCount('a\nb'), lineCount('a\n\nb\n')]).toEqual([2, 2, 3])
  })

  it("reads the kernel's stores and each feature's", () => {
    const files = storeFolderFiles()
    expect(files).toContain(join('stores', 'WalletStore.ts'))
    expect(files).toContain(join('features', 'swap', 'SwapSender.ts'))
    expect(files).toContain(join('features', 'pool', 'RemoveLiquidityStore.ts'))
  })

  it(`has no file in src/ui/stores or src/ui/features over ${MAX_LINES} lines`, () => {
    expect(oversizedStores()).toEqual([])
  })
})
