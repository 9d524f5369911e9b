import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const STORES = join(import.meta.dirname, '..', '..', 'src', 'ui', 'stores')

/** STYLE.md: files stay under about 300 lines; a store past it holds more than one responsibility. */
const MAX_LINES = 300

/** Lines of a file's text, as an editor counts them (a final newline ends the last line, it does not add one). */
function lineCount(text: string): number {
  return text.replace(/\n$/, '').split('\n').length
}

/** Each file under src/ui/stores (folders included) longer than MAX_LINES, with its length. */
function oversizedStores(): string[] {
  return readdirSync(STORES, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => [file, lineCount(readFileSync(join(STORES, file), 'utf8'))] as const)
    .filter(([, lines]) => lines > MAX_LINES)
    .map(([file, lines]) => `src/ui/stores/${file}: ${lines} lines`)
}

describe('MobX stores stay small (issue 11: split by responsibility)', () => {
  it('counts lines as an editor does', () => {
    expect([lineCount('a\nb\n'), lineCount('a\nb'), lineCount('a\n\nb\n')]).toEqual([2, 2, 3])
  })

  it('reads the stores in their folders too', () => {
    const files = readdirSync(STORES, { recursive: true, encoding: 'utf8' })
    expect(files).toContain(join('swap', 'SwapSender.ts'))
    expect(files).toContain(join('pool', 'RemoveLiquidityStore.ts'))
  })

  it(`has no file in src/ui/stores over ${MAX_LINES} lines`, () => {
    expect(oversizedStores()).toEqual([])
  })
})
