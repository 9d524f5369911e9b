/** The most pairs a route may chain (spec section 9: max route hops 3). */
export const MAX_HOPS = 3

/** How many best trades a search keeps by default, as `@uniswap/sdk`'s `Trade.bestTradeExactIn/Out` do. */
export const DEFAULT_MAX_NUM_RESULTS = 3

/** The swap fee: 0.3%, i.e. 30 of 10000 (spec section 9); a pair keeps 997/1000 of every input. */
export const SWAP_FEE_BIPS = 30n

/** The denominator of basis points: 10000 bips = 100%. */
export const BIPS_BASE = 10_000n

/**
 * A route with more hops must beat the best shorter one by this much (0.5%) to be preferred, since every hop costs
 * gas: the Uniswap V2 interface's `BETTER_TRADE_LESS_HOPS_THRESHOLD`.
 */
export const BETTER_TRADE_LESS_HOPS_THRESHOLD = Object.freeze({ numerator: 50n, denominator: 10_000n })
