#!/usr/bin/env node
// `npm run test:forge:targets`: the forge suites (gas measurements aside) built and run for the
// pre-Cancun EVM targets, Shanghai and London (or those named as arguments): the storage lock in
// place of transient storage, no Cancun opcode (test/evm/EvmTarget.t.sol), every suite executed by
// forge on that EVM. Extra forge arguments follow `--`.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { EVM_TARGETS, preparedEvmTargetBuild, skipArgs } from './evmTarget.mjs'
import { foundryBinary, root } from './toolchain.mjs'

const split = process.argv.indexOf('--')
const named = process.argv.slice(2, split === -1 ? undefined : split)
const forgeArgs = split === -1 ? [] : process.argv.slice(split + 1)
const targets = named.length > 0 ? named : EVM_TARGETS.slice(1)
let status = 0
for (const target of targets) {
  const build = preparedEvmTargetBuild({ ...process.env, FOMO_EVM_TARGET: target }, root)
  console.log(`\n── forge tests on ${build.target} (FOUNDRY_PROFILE=${build.profile})`)
  const result = spawnSync(
    foundryBinary('forge'),
    ['test', '--no-match-path', 'test/gas/**', ...skipArgs(build.target), ...forgeArgs],
    {
      cwd: join(root, 'contracts'),
      env: { ...process.env, FOUNDRY_PROFILE: build.profile },
      stdio: 'inherit',
    },
  )
  status ||= result.status ?? 1
}
process.exit(status)
