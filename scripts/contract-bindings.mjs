// The contract bindings the CLI imports, src/adapters/contracts/generated (git-ignored), are built by
// scripts/build-contracts.mjs: forge compiles the contracts, TypeChain writes the bindings. A fresh clone has none
// (`npm start` and `npm test` build them first), so bin/fomo.mjs builds them on its first run, saying so in one line,
// or says in one line what to run when that fails; the check on every other run is one stat.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { root } from './toolchain.mjs'

export const bindingsIndex = join(root, 'src', 'adapters', 'contracts', 'generated', 'index.ts')

/** Whether the bindings exist, building them first when they do not; false (after one line on stderr) if that failed. */
export function ensureContractBindings() {
  if (existsSync(bindingsIndex)) return true
  process.stderr.write('fomo: building the contract bindings (first run, about a minute)…\n')
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-contracts.mjs')], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 << 20,
  })
  if (build.status === 0 && existsSync(bindingsIndex)) return true
  const lines = `${build.stdout ?? ''}\n${build.stderr ?? ''}`.split('\n').filter((line) => line.trim() !== '')
  const reason = build.error?.message ?? lines.at(-1)?.trim() ?? `exit ${build.status}`
  process.stderr.write(
    `fomo: the contract bindings could not be built (${reason}): run \`npm run build:contracts\` to see why, then try again.\n`,
  )
  return false
}
