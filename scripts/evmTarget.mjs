// Which EVM the contracts are built for, chosen per deployment by FOMO_EVM_TARGET: `cancun` (the
// default: BSC and any chain with EIP-1153), `shanghai` or `london` (chains without Cancun, such as
// the HECO-type chain). Each target is a foundry profile of contracts/foundry.toml with its own
// output folder, so both builds can sit side by side.

/** The EVM targets a deployment can pick, oldest last. */
export const EVM_TARGETS = ['cancun', 'shanghai', 'london']

/**
 * What a pre-Cancun build leaves out: the programme contracts (LP mining, the distributor, the capital pool, the
 * exchanges, the seasons and their title NFT, the bridge, the bounty's game records and prize pool) and their tests, which OpenZeppelin 5.7 compiles with Cancun opcodes
 * (mcopy, tload/tstore). The AMM, the part the HECO-type chain needs first, builds and is tested on every target; a
 * pre-Cancun build of the programmes belongs with the deployment to real chains (issue 19).
 */
export const PRE_CANCUN_SKIP = [
  'src/mining/**',
  'src/exchange/**',
  'src/season/**',
  'src/bridge/**',
  'src/bounty/**',
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
