/** What one V1 exchange holds for one account: its LP balance and allowance, and the exchange's supply and reserves. */
export interface V1ExchangeReads {
  /** The account's LP balance. */
  liquidity: bigint
  totalSupply: bigint
  /** The exchange's native-coin balance. */
  ethReserve: bigint
  /** The exchange's balance of its token. */
  tokenReserve: bigint
  /** The account's LP allowance for the spender asked about (the migrator). */
  allowance: bigint
}

/** Reads of first-generation (Uniswap V1) exchanges, batched with the rest of the block's reads. */
export interface V1Liquidity {
  /**
   * The V1 exchange of each token from the V1 factory's `getExchange`, same order: the zero address where the token
   * has none, `undefined` where the read failed.
   */
  exchangesOf(chainId: number, factory: string, tokens: readonly string[]): Promise<(string | undefined)[]>
  /** `account`'s view of each exchange (with its token), same order; `undefined` where a read failed. */
  positionsOf(
    chainId: number,
    account: string,
    exchanges: readonly { exchange: string; token: string }[],
    spender: string,
  ): Promise<(V1ExchangeReads | undefined)[]>
}

export const V1Liquidity = Symbol.for('V1Liquidity')
