/** The FomoSwap pair of a token and the wrapped native coin, as the migration sees it: its two reserves. */
export interface V2Reserves {
  readonly tokenReserve: bigint
  readonly ethReserve: bigint
}
