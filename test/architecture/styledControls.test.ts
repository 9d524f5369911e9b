import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const ui = join(root, 'src', 'ui')

/**
 * Files whose raw buttons wait for the screens being rebuilt around them (issue 18, item 13 leaves them to those
 * changes): none left, the exchange record list's look-more now being LookMore's Button. Remove an entry once its
 * buttons are converted; the test fails on an entry that no longer has one.
 */
const WAITING_FOR_REBUILD: readonly string[] = []

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return tsxFiles(path)
    return entry.name.endsWith('.tsx') ? [path] : []
  })
}

it('draws every button of the app with the shared Button control, so none shows the browser default face', () => {
  const raw = tsxFiles(ui)
    .map((path) => relative(root, path))
    .filter((file) => file !== 'src/ui/components/controls/Button.tsx')
    .filter((file) => /<button[\s>]/.test(readFileSync(join(root, file), 'utf8')))
  expect(raw.filter((file) => !WAITING_FOR_REBUILD.includes(file))).toEqual([])
  expect(WAITING_FOR_REBUILD.filter((file) => !raw.includes(file))).toEqual([])
})
