import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const generated = join('src', 'adapters', 'contracts', 'generated')
const copies: string[] = []
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true })
})

/**
 * A copy of the repository as a fresh clone has it after `npm install` (issue 30, item 11): the tracked sources, no
 * contract bindings, no CLI bundle; node_modules linked. With `compiled`, forge's output and cache come along (the
 * cache's paths moved to the copy), so that building the bindings skips the solc compile and the test takes seconds,
 * not the minute a first compile takes: what is tested is the bin's path, from a missing folder to a running CLI.
 */
function freshCopy(compiled: boolean): string {
  const copy = mkdtempSync(join(tmpdir(), 'fomo-fresh-clone-'))
  copies.push(copy)
  // what git does not track: the bindings, forge's builds and caches (out, out-shanghai, cache, cache-london, …)
  const untracked = (path: string) => {
    const at = relative(root, path)
    return at === generated || at.startsWith(`${generated}${sep}`) || /^contracts[\\/](out|cache)/.test(at)
  }
  for (const entry of ['bin', 'scripts', 'src', 'tools', 'contracts', 'package.json', 'tsconfig.json']) {
    cpSync(join(root, entry), join(copy, entry), { recursive: true, filter: (path) => !untracked(path) })
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
  if (compiled) {
    cpSync(join(root, 'contracts', 'out'), join(copy, 'contracts', 'out'), { recursive: true })
    mkdirSync(join(copy, 'contracts', 'cache'))
    const cache = readFileSync(join(root, 'contracts', 'cache', 'solidity-files-cache.json'), 'utf8')
    writeFileSync(
      join(copy, 'contracts', 'cache', 'solidity-files-cache.json'),
      cache.replaceAll(`${root}/`, `${copy}/`),
    )
  }
  expect(existsSync(join(copy, generated))).toBe(false)
  return copy
}

function runBin(copy: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env }
  delete env.FOMO_CLI_TSX
  return new Promise((resolve) => {
    execFile(process.execPath, [join(copy, 'bin', 'fomo.mjs'), ...args], { cwd: copy, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

describe('fomo on a fresh clone (issue 30, item 11)', () => {
  it('builds the contract bindings on its first run, saying so in one line, then runs', async () => {
    const copy = freshCopy(true)
    const first = await runBin(copy, ['--help'])
    expect([first.code, first.stderr]).toEqual([
      0,
      'fomo: building the contract bindings (first run, about a minute)…\n',
    ])
    expect(first.stdout).toContain('Usage: fomo [options] [command]')
    expect(existsSync(join(copy, generated, 'index.ts'))).toBe(true)
    const second = await runBin(copy, ['--help'])
    expect([second.code, second.stderr]).toEqual([0, ''])
  }, 240_000)

  it('says in one line what to run when the bindings cannot be built, with no stack trace', async () => {
    const copy = freshCopy(false)
    rmSync(join(copy, 'contracts'), { recursive: true }) // forge has nothing to build: the build fails at once
    const run = await runBin(copy, ['--help'])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(
      /^fomo: building the contract bindings \(first run, about a minute\)…\nfomo: the contract bindings could not be built \(.+\): run `npm run build:contracts` to see why, then try again\.\n$/,
    )
  }, 60_000)
})
