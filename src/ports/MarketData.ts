import type { Candle } from '../domain/market/Candle'
import type { PairState } from '../domain/market/PairState'
import type { TradingVolume } from '../domain/market/TradingVolume'

/** Read models over the indexed pair events. Addresses are lowercase hex. */
export interface MarketData {
  /** Every known pair with its latest reserves and the swap sums of the 24 h before its chain's newest indexed block. */
  pairStates(): Promise<PairState[]>
  /** The pair's chain id and tokens, or undefined when no such pair is indexed. */
  pair(address: string): Promise<{ chainId: number; token0: string; token1: string } | undefined>
  /**
   * OHLC candles of the pair's swaps, oldest first, the newest `limit`, each `intervalSeconds` wide; prices are
   * token1 per token0 in whole units, `decimalsShift` being decimals0 - decimals1.
   */
  candles(pair: string, intervalSeconds: number, limit: number, decimalsShift: number): Promise<Candle[]>
  /** Swap volume per pair of the transactions `trader` sent. */
  tradingVolume(trader: string): Promise<TradingVolume[]>
  /** The newest indexed block per chain: a version for response caches. */
  checkpoints(): Promise<{ chainId: number; number: number; hash: string }[]>
}

export const MarketData = Symbol.for('MarketData')
