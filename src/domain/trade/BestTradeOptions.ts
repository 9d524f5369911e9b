import type { Trade } from './Trade'

/** Limits of a best-trade search, as in `@uniswap/sdk`: how many trades to keep and how many pairs a route may chain. */
export interface BestTradeOptions {
  /** How many of the best trades to return; default 3. */
  readonly maxNumResults?: number
  /** The most pairs in a route, 1 to `MAX_HOPS`; default 3. */
  readonly maxHops?: number
  /** Keeps only the trades this accepts (e.g. those a price impact does not block); default: every trade. */
  readonly accept?: (trade: Trade) => boolean
}
