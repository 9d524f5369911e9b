/**
 * The chains FomoSwap runs on (spec section 9): the HECO-type chain 128 and the BSC-type chain 56 for the product,
 * and the test networks 1, 3, 4, 5, 42 and 256.
 */
export const SUPPORTED_CHAIN_IDS = [128, 56, 1, 3, 4, 5, 42, 256] as const

/** A chain id FomoSwap supports; see `SUPPORTED_CHAIN_IDS`. */
export type ChainId = (typeof SUPPORTED_CHAIN_IDS)[number]
