export type EvmTarget = 'cancun' | 'shanghai' | 'london'
export const EVM_TARGETS: readonly EvmTarget[]
export class UnknownEvmTargetError extends Error {
  constructor(target: string)
}
/** The foundry profile and output folder (relative to contracts/) of the target in `env.FOMO_EVM_TARGET`. */
export function evmTargetBuild(env: Record<string, string | undefined>): {
  target: EvmTarget
  profile: string
  out: string
}
/** The programme contracts and tests a pre-Cancun build leaves out (OpenZeppelin 5.7 needs Cancun opcodes). */
export const PRE_CANCUN_SKIP: readonly string[]
/** forge's `--skip` arguments for `target`: none on Cancun. */
export function skipArgs(target: EvmTarget): string[]
