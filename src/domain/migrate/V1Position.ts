import type { Token } from '../currency/Token'

/**
 * One account's liquidity in a first-generation (Uniswap V1) exchange: the exchange pairs `token` with the native
 * coin, and its LP token (18 decimals) is the exchange contract itself. The reserves are the exchange's own balances.
 */
export interface V1Position {
  /** The V1 exchange (and LP token) address; the zero address when the token has none. */
  readonly exchange: string
  readonly token: Token
  /** The account's V1 LP balance. */
  readonly liquidity: bigint
  /** The exchange's LP total supply. */
  readonly totalSupply: bigint
  /** The exchange's native-coin balance: its ETH (HT, BNB) reserve. */
  readonly ethReserve: bigint
  /** The exchange's balance of `token`: its token reserve. */
  readonly tokenReserve: bigint
}
