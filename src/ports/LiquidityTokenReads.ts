/** What the liquidity flows read of LP tokens (pairs), batched with the rest of the block's reads. */
export interface LiquidityTokenReads {
  /** The total supply of each pair's LP token, same order; `undefined` where the read failed. */
  totalSupplies(chainId: number, pairs: readonly string[]): Promise<(bigint | undefined)[]>
  /** `owner`'s EIP-2612 permit nonce on `pair`. */
  permitNonce(chainId: number, pair: string, owner: string): Promise<bigint>
}

export const LiquidityTokenReads = Symbol.for('LiquidityTokenReads')
