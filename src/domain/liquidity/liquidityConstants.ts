/** LP tokens locked forever by a pool's first deposit (v2-core `MINIMUM_LIQUIDITY`), so the supply never returns to 0. */
export const MINIMUM_LIQUIDITY = 1000n
