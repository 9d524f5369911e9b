/** The pool the LP list stored for bank income (spec section 2): pool and reward token, with their names. */
export interface MiningSelection {
  chainId: number
  lpToken: string
  /** 'AURA/USDT' */
  pair: string
  rewardToken: string
  rewardSymbol: string
}
