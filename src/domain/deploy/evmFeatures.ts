import type { EvmTarget } from './DeploymentPlan'

/** What a chain's EVM runs, probed before a deployment: PUSH0 came with Shanghai, TSTORE and MCOPY with Cancun. */
export interface EvmFeatures {
  push0: boolean
  transientStorage: boolean
  mcopy: boolean
}

/** The opcodes each build uses that older chains lack: the Cancun build needs all three, the London build none. */
const NEEDS: Record<EvmTarget, readonly (keyof EvmFeatures)[]> = {
  cancun: ['push0', 'transientStorage', 'mcopy'],
  shanghai: ['push0'],
  london: [],
}
const OPCODE: Record<keyof EvmFeatures, string> = {
  push0: 'PUSH0 (Shanghai)',
  transientStorage: 'TSTORE (Cancun)',
  mcopy: 'MCOPY (Cancun)',
}

/** The newest build a chain with `features` runs: cancun, else shanghai, else london. */
export function newestEvmTarget(features: EvmFeatures): EvmTarget {
  return (['cancun', 'shanghai', 'london'] as const).find((target) => NEEDS[target].every((need) => features[need]))!
}

/**
 * Why the `target` build cannot run on a chain with `features` (the opcodes it lacks and the evmTarget to use), or
 * undefined when it can.
 *
 * @example evmTargetProblem('cancun', { push0: true, transientStorage: false, mcopy: false })
 * // 'runs no TSTORE (Cancun), MCOPY (Cancun): the "cancun" build would fail there; use "evmTarget": "shanghai"'
 */
export function evmTargetProblem(target: EvmTarget, features: EvmFeatures): string | undefined {
  const missing = NEEDS[target].filter((need) => !features[need])
  if (missing.length === 0) return undefined
  const names = missing.map((need) => OPCODE[need]).join(', ')
  return `runs no ${names}: the "${target}" build would fail there; use "evmTarget": "${newestEvmTarget(features)}"`
}
