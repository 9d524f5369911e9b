/** Native-coin (HT, BNB) balances. */
export interface NativeBalances {
  balanceOf(chainId: number, owner: string): Promise<bigint>
}

export const NativeBalances = Symbol.for('NativeBalances')
