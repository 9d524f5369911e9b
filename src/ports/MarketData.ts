import type { Candle } from '../domain/market/Candle'
import type { PairState } from '../domain/market/PairState'
import type { TradingVolume } from '../domain/market/TradingVolume'

/** Read models over the indexed pair events. Addresses are lowercase hex. */
export interface MarketData {
  /**
   * Every known pair of `chainId` with its latest reserves and the swap sums of the 24 h before the chain's newest
   * indexed block.
   */
  pairStates(chainId: number): Promise<PairState[]>
  /** The pair's tokens on `chainId`, or undefined when no such pair is indexed there. */
  pair(chainId: number, address: string): Promise<{ token0: string; token1: string } | undefined>
  /**
   * OHLC candles of the pair's swaps on `chainId`, oldest first, each `intervalSeconds` wide, within the `limit`
   * intervals that end with the one holding the chain's newest indexed block (a bounded time range, never the whole
   * history);
   * prices are token1 per token0 in whole units, `decimalsShift` being decimals0 - decimals1. (A pair address can
   * exist on two chains: the devnet deploys the same contracts at the same addresses on both.)
   */
  candles(
    chainId: number,
    pair: string,
    intervalSeconds: number,
    limit: number,
    decimalsShift: number,
  ): Promise<Candle[]>
  /** Swap volume per pair of the transactions `trader` sent on `chainId`. */
  tradingVolume(chainId: number, trader: string): Promise<TradingVolume[]>
  /** The same for several traders in one read: trader (lowercase) → its volumes, every trader present. */
  tradingVolumes(chainId: number, traders: readonly string[]): Promise<Map<string, TradingVolume[]>>
  /** The newest indexed block per chain: a version for response caches. */
  checkpoints(): Promise<{ chainId: number; number: number; hash: string }[]>
}

export const MarketData = Symbol.for('MarketData')
