/** The largest `uint256`: token amounts, balances and LP supplies never exceed it. */
export const MAX_UINT256 = (1n << 256n) - 1n

/** The largest `uint112`: a pair contract stores each reserve in 112 bits. */
export const MAX_UINT112 = (1n << 112n) - 1n
