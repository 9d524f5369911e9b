// Which EVM the contracts are built for, chosen per deployment by FOMO_EVM_TARGET: `cancun` (the
// default: BSC and any chain with EIP-1153), `shanghai` or `london` (chains without Cancun, such as
// the HECO-type chain). Each target is a foundry profile of contracts/foundry.toml with its own
// output folder, so both builds can sit side by side.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The EVM targets a deployment can pick, oldest last. */
export const EVM_TARGETS = ['cancun', 'shanghai', 'london']

/**
 * What a pre-Cancun build leaves out: nothing of the shipped contracts. The programme contracts build on every target
 * (OpenZeppelin's Bytes is swapped for a copy without MCOPY, see preparePreCancunOpenZeppelin, and their reentrancy
 * guard is the storage one); their forge suites run on Cancun only, as do the gas tables.
 */
export const PRE_CANCUN_SKIP = [
  'test/mining/**',
  'test/exchange/**',
  'test/season/**',
  'test/bridge/**',
  'test/bounty/**',
  'test/gas/Mining*',
  'test/gas/Exchange*',
  'test/gas/Season*',
  'test/gas/Bridge*',
  'test/gas/Bounty*',
  'test/gas/UniswapMining*',
]

/**
 * Prepares the OpenZeppelin the pre-Cancun profiles compile (contracts/foundry.toml remaps `@openzeppelin/` there): a
 * copy of node_modules/@openzeppelin/contracts under contracts/cache-pre-cancun/openzeppelin/ whose `contracts/utils/Bytes.sol`
 * is contracts/evm/pre-cancun/openzeppelin/Bytes.sol. OpenZeppelin 5.7's Bytes uses MCOPY (Cancun) and Strings imports
 * it by a relative path, which no remapping reaches, so the swap is made in a copy. Made again when either source
 * changed; nothing is generated on Cancun.
 */
export function preparePreCancunOpenZeppelin(root) {
  const source = join(root, 'node_modules', '@openzeppelin', 'contracts')
  const replacement = join(root, 'contracts', 'evm', 'pre-cancun', 'openzeppelin', 'Bytes.sol')
  const copy = join(root, 'contracts', 'cache-pre-cancun', 'openzeppelin')
  const stamp = join(copy, '.stamp')
  const version = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')).version
  const wanted = `${version} ${readFileSync(replacement, 'utf8')}`
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return
  rmSync(copy, { recursive: true, force: true })
  // the Solidity sources only: the package's build/ holds JSON artifacts nothing here compiles
  const built = join(source, 'build')
  cpSync(source, join(copy, 'contracts'), { recursive: true, filter: (path) => !path.startsWith(built) })
  writeFileSync(join(copy, 'contracts', 'utils', 'Bytes.sol'), readFileSync(replacement))
  writeFileSync(stamp, wanted)
}

/** forge's `--skip` arguments for `target`: none on Cancun. */
export function skipArgs(target) {
  return target === 'cancun' ? [] : PRE_CANCUN_SKIP.flatMap((pattern) => ['--skip', pattern])
}

/** Thrown for a FOMO_EVM_TARGET that is not one of EVM_TARGETS. */
export class UnknownEvmTargetError extends Error {
  constructor(target) {
    super(`FOMO_EVM_TARGET=${target} is not an EVM target: use one of ${EVM_TARGETS.join(', ')}`)
    this.name = 'UnknownEvmTargetError'
  }
}

/**
 * The build of the target named in `env.FOMO_EVM_TARGET`: its foundry profile and its output folder
 * (relative to contracts/). Cancun keeps any FOUNDRY_PROFILE already set (intense, coverage), which
 * all build to `out`.
 * @example evmTargetBuild({ FOMO_EVM_TARGET: 'shanghai' }) // { target: 'shanghai', profile: 'shanghai', out: 'out-shanghai' }
 */
export function evmTargetBuild(env) {
  const target = env.FOMO_EVM_TARGET || 'cancun'
  if (!EVM_TARGETS.includes(target)) throw new UnknownEvmTargetError(target)
  if (target === 'cancun') return { target, profile: env.FOUNDRY_PROFILE || 'default', out: 'out' }
  return { target, profile: target, out: `out-${target}` }
}

/**
 * evmTargetBuild, with what its profile compiles made ready: before Cancun, the patched OpenZeppelin copy
 * (preparePreCancunOpenZeppelin). Every script that runs forge on a target's profile takes its build from here.
 */
export function preparedEvmTargetBuild(env, root) {
  const build = evmTargetBuild(env)
  if (build.target !== 'cancun') preparePreCancunOpenZeppelin(root)
  return build
}
