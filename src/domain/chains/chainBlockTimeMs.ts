/**
 * The average time between blocks of each supported chain, in milliseconds: the pace at which the app polls for new
 * blocks where no new-heads stream is available (HECO and BSC about 3 s; Ethereum and its test networks 12 to 15 s;
 * Kovan 4 s; HECO's test network 3 s).
 */
const BLOCK_TIME_MS: Readonly<Record<number, number>> = {
  128: 3_000,
  56: 3_000,
  1: 12_000,
  3: 12_000,
  4: 15_000,
  5: 12_000,
  42: 4_000,
  256: 3_000,
}

/**
 * The chain's block time in milliseconds; `undefined` for a chain FomoSwap does not know.
 *
 * @example chainBlockTimeMs(128) // 3000
 */
export function chainBlockTimeMs(chainId: number): number | undefined {
  return BLOCK_TIME_MS[chainId]
}
