#!/usr/bin/env node
// The forge artifacts `fomo deploy` reads for one EVM target, without touching the generated TypeScript bindings:
// `FOMO_EVM_TARGET=shanghai node scripts/build-deploy-artifacts.mjs` builds contracts/out-shanghai (the AMM and the
// migrator and every programme contract, on the patched OpenZeppelin evmTarget.mjs prepares). The Cancun build, which the
// bindings come from, is scripts/build-contracts.mjs's.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { preparedEvmTargetBuild, skipArgs } from './evmTarget.mjs'
import { foundryBinary, root } from './toolchain.mjs'

const build = preparedEvmTargetBuild(process.env, root)
const result = spawnSync(foundryBinary('forge'), ['build', '--skip', 'test', ...skipArgs(build.target)], {
  cwd: join(root, 'contracts'),
  env: { ...process.env, FOUNDRY_PROFILE: build.profile },
  stdio: 'inherit',
})
if (result.status !== 0) {
  console.error(`build-deploy-artifacts: forge build for ${build.target} failed (exit ${result.status})`)
  process.exit(result.status ?? 1)
}
console.log(`build-deploy-artifacts: ${build.target} artifacts in contracts/${build.out}`)
