/** A pair's reserves, in the order of its sorted tokens. */
export interface Reserves {
  reserve0: bigint
  reserve1: bigint
}

/** The reserves of liquidity pairs, read in one batch. */
export interface PairReserves {
  /** The reserves of each pair address on `chainId`, same order; `null` where the pair does not exist (read failed). */
  reservesOf(chainId: number, pairs: readonly string[]): Promise<(Reserves | null)[]>
}

export const PairReserves = Symbol.for('PairReserves')
