/**
 * One OHLC candle of a pair from its indexed swaps: prices are token1 per token0 in whole units (decimal
 * strings), volumes are base units of each token.
 */
export interface Candle {
  /** Start of the interval, seconds since the epoch. */
  time: number
  open: string
  high: string
  low: string
  close: string
  volume0: bigint
  volume1: bigint
  swaps: number
}
