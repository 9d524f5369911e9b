import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')

/** The one file per driver where the inversify container is built and read (ARCHITECTURE.md, "Drivers"). */
const COMPOSITION_ROOTS = ['src/ui/compositionRoot.ts', 'src/cli/compositionRoot.ts', 'src/server/compositionRoot.ts']
/** The web app's root is split by what it binds: compositionRoot.ts composes, the files of this folder bind parts. */
const ROOT_FOLDERS = ['src/ui/composition/']

/** What reaches into a container: importing inversify, `container.get…`, or inversify's `get<Port>(Port)` idiom. */
const CONTAINER_USES: readonly RegExp[] = [
  /(from|import|require\()\s*['"]inversify['"]/,
  /\bcontainer\b\s*(\(\s*\))?\s*\??\.\s*get\w*\b/i,
  /\.get(Async)?<(\w+)>\(\s*\2\s*\)/,
]

/** The source files under `dir` (repository-relative) other than the composition roots. */
function sourcesOutsideRoots(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => relative(root, join(root, dir, file)))
    .filter((file) => !COMPOSITION_ROOTS.includes(file) && !ROOT_FOLDERS.some((folder) => file.startsWith(folder)))
}

/** Each `file:line` under `dir`, outside the composition roots, that reaches into the container. */
function containerUsesOutsideRoots(dir: string): string[] {
  return sourcesOutsideRoots(dir).flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (CONTAINER_USES.some((use) => use.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  )
}

describe('the inversify container never leaves a composition root', () => {
  it('is recognised where it is used: every composition root builds and reads its container', () => {
    for (const file of COMPOSITION_ROOTS) {
      const text = readFileSync(join(root, file), 'utf8')
      expect(CONTAINER_USES.filter((use) => use.test(text)).length, file).toBeGreaterThanOrEqual(2)
    }
    expect(
      [
        "import type { Container } from 'inversify'",
        'session.container.get<Wallet>(Wallet)',
        'c.get<Clock>(Clock)',
      ].map((line) => CONTAINER_USES.some((use) => use.test(line))),
    ).toEqual([true, true, true])
  })

  it('ui: no store, component, screen or route reaches into it', () => {
    expect(sourcesOutsideRoots('src/ui').length).toBeGreaterThan(50)
    expect(containerUsesOutsideRoots('src/ui')).toEqual([])
  })

  it('cli: no command or helper reaches into it (commands get typed ports and services from the root)', () => {
    expect(sourcesOutsideRoots('src/cli').length).toBeGreaterThan(20)
    expect(containerUsesOutsideRoots('src/cli')).toEqual([])
  })

  it('server: no route, worker or config reaches into it', () => {
    expect(sourcesOutsideRoots('src/server').length).toBeGreaterThan(5)
    expect(containerUsesOutsideRoots('src/server')).toEqual([])
  })
})
