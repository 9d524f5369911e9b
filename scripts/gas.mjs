#!/usr/bin/env node
// `npm run gas`: the gas table (FomoSwap next to the published Uniswap V2 bytecode) for each EVM
// target: Cancun (transient-storage lock) and Shanghai (storage lock), or the targets named as
// arguments (`npm run gas -- london`). Each target builds once to its own folder (scripts/evmTarget.mjs).
// Every row prints beside its target's goal (0.80 of V2 on Cancun, 0.85 before it; GasComparison.t.sol
// holds them): a row above it fails that target's run, and the command exits non-zero after every table.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { EVM_TARGETS, preparedEvmTargetBuild, skipArgs } from './evmTarget.mjs'
import { foundryBinary, root } from './toolchain.mjs'

const targets = process.argv.length > 2 ? process.argv.slice(2) : EVM_TARGETS.slice(0, 2)
let status = 0
for (const target of targets) {
  const build = preparedEvmTargetBuild({ ...process.env, FOMO_EVM_TARGET: target }, root)
  console.log(`\n── gas on ${build.target} (FOUNDRY_PROFILE=${build.profile})`)
  const result = spawnSync(
    foundryBinary('forge'),
    ['test', '--match-contract', 'GasComparison', '-vv', ...skipArgs(build.target)],
    {
      cwd: join(root, 'contracts'),
      env: { ...process.env, FOUNDRY_PROFILE: build.profile },
      stdio: 'inherit',
    },
  )
  status ||= result.status ?? 1
}
process.exit(status)
