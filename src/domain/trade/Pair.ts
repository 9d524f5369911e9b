import type { Token } from '../currency/Token'

/**
 * A FomoSwap pair at one moment (spec section 3): its two tokens sorted as the contract sorts them, their reserves in
 * base units, its CREATE2 address from FomoSwap's factory, and its LP token at that address. Build it with `createPair`.
 */
export interface Pair {
  readonly address: string
  readonly token0: Token
  readonly token1: Token
  readonly reserve0: bigint
  readonly reserve1: bigint
  /** The pair's own ERC-20: 'Fomo-LP', 18 decimals, at `address`. */
  readonly liquidityToken: Token
}
