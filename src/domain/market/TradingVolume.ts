/** One address's swap volume in one pair, in base units of each token (the transaction sender is the trader). */
export interface TradingVolume {
  chainId: number
  pair: string
  swaps: number
  volume0: bigint
  volume1: bigint
}
