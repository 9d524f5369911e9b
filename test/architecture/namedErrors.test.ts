import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')

/** A bare FomoError built in place: its text could not be translated by name (issue 11, item 4). */
const LITERAL_FOMO_ERROR = /new\s+FomoError\s*\(/

/** Each `file:line` under `dir` that throws a bare FomoError instead of a named subclass. */
function literalErrors(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) => {
      const path = join(root, dir, file)
      return readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, i) => (LITERAL_FOMO_ERROR.test(line) ? [`${relative(root, path)}:${i + 1}`] : []))
    })
}

describe('the drivers throw named errors only', () => {
  it('recognises a bare FomoError', () => {
    expect(LITERAL_FOMO_ERROR.test("throw new FomoError('No list')")).toBe(true)
    expect(LITERAL_FOMO_ERROR.test('throw new UnknownListError(url)')).toBe(false)
  })

  it.each(['src/ui', 'src/cli'])('%s builds no FomoError from a literal', (dir) => {
    expect(literalErrors(dir)).toEqual([])
  })
})
