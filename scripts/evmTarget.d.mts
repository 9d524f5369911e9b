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
/** evmTargetBuild, with the patched OpenZeppelin a pre-Cancun profile compiles prepared under `root`. */
export function preparedEvmTargetBuild(
  env: Record<string, string | undefined>,
  root: string,
): ReturnType<typeof evmTargetBuild>
/** The forge suites a pre-Cancun build leaves out: the programmes' (their contracts build on every target). */
export const PRE_CANCUN_SKIP: readonly string[]
/** forge's `--skip` arguments for `target`: none on Cancun. */
export function skipArgs(target: EvmTarget): string[]
/** Prepares the patched OpenZeppelin copy the pre-Cancun profiles compile (contracts/cache-pre-cancun/). */
export function preparePreCancunOpenZeppelin(root: string): void
