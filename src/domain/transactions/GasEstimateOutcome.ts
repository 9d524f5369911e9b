/**
 * What trying one candidate call gave (the caller estimates gas, and when that fails simulates the call with
 * `eth_call` to learn why, as the Uniswap interface's swap callback does):
 * - `estimated`: the gas estimate succeeded;
 * - `simulationSucceeded`: estimating failed but the simulated call succeeded (an inconsistent node or state);
 * - `reverted`: the simulated call reverted with `reason` (a revert string, or a custom error's name).
 */
export type GasEstimateOutcome =
  | { readonly kind: 'estimated'; readonly gas: bigint }
  | { readonly kind: 'simulationSucceeded' }
  | { readonly kind: 'reverted'; readonly reason: string }
