/**
 * A gas limit with a 10% margin over an estimate (spec section 9's 1.1x helper), exactly as the Uniswap interface's
 * `calculateGasMargin`: `estimate × (10000 + 1000) / 10000`, rounded down.
 *
 * @example calculateGasMargin(100_000n) // 110_000n
 */
export function calculateGasMargin(estimate: bigint): bigint {
  return (estimate * (10_000n + 1_000n)) / 10_000n
}
