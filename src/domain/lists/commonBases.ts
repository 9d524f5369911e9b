/**
 * The common bases the token selection offers on every chain (spec section 2), in order: the native coin, USDT and
 * the wrapped native token. `native` and `wrapped` name the chain's own coin (HT/WHT, BNB/WBNB, ETH/WETH); USDT is
 * found in the selected list by symbol, since its address comes from the deployment.
 */
export const COMMON_BASES = Object.freeze(['native', 'USDT', 'wrapped'] as const)

/** One entry of `COMMON_BASES`. */
export type CommonBase = (typeof COMMON_BASES)[number]
