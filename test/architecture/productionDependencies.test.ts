import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

// Issue 29, item 13: the production install (`npm ci --omit=dev`) carried tsx, which the built server does not use, and
// a package that warns it needs Node 22 while package.json's engines says Node 20.

const root = join(import.meta.dirname, '..', '..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string }
  dependencies: Record<string, string>
}
/** The oldest Node the engines field admits: every production package must run on it. */
const oldest = semver.minVersion(pkg.engines.node)!.version

interface Tree {
  path?: string
  dependencies?: Record<string, Tree>
}

/** Every package of the production tree, with the folder it is installed in. */
function productionPackages(): Map<string, string> {
  const tree = JSON.parse(
    execFileSync('npm', ['ls', '--omit=dev', '--all', '--json', '--long'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    }),
  ) as Tree
  const found = new Map<string, string>()
  const walk = (node: Tree) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (child.path && !found.has(child.path)) {
        found.set(child.path, name)
        walk(child)
      }
    }
  }
  walk(tree)
  return found
}

describe('the production dependencies', () => {
  it('leave out what only builds, tests or runs TypeScript sources (tsx, vite, vitest)', () => {
    for (const name of ['tsx', 'vite', 'vitest', 'typescript']) expect(pkg.dependencies, name).not.toHaveProperty(name)
  })

  it(`each run on the oldest Node that engines admits (${pkg.engines.node})`, () => {
    const packages = productionPackages()
    expect(packages.size).toBeGreaterThan(50)
    const refusing: string[] = []
    for (const [path, name] of packages) {
      const manifest = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')) as { engines?: { node?: string } }
      const range = manifest.engines?.node
      if (range && !semver.satisfies(oldest, range)) refusing.push(`${name} (${range})`)
    }
    expect(refusing, `packages that warn on Node ${oldest}`).toEqual([])
  })
})
