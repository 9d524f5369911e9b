/** ERC-20 balances of an account, read in one batch. */
export interface TokenBalances {
  /** The balance of `owner` in each token of `tokens` on `chainId`, same order; `undefined` where the read failed. */
  balancesOf(chainId: number, owner: string, tokens: readonly string[]): Promise<(bigint | undefined)[]>
}

export const TokenBalances = Symbol.for('TokenBalances')
