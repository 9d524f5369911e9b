/** ERC-20 allowances, read in one batch with the rest of a command's or screen's reads. */
export interface TokenAllowances {
  /** What `spender` may move of `owner`'s `token` on `chainId`; `undefined` when the read failed. */
  allowanceOf(chainId: number, token: string, owner: string, spender: string): Promise<bigint | undefined>
}

export const TokenAllowances = Symbol.for('TokenAllowances')
