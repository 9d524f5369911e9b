/** A title tier: 1 adventurer, 2 explorer. */
export type TitleTier = 1 | 2

/** `draw-season-reward`: the server's voucher for FomoTitleNFT.claim(season, tier, deadline, v, r, s). */
export interface SignedTitleVoucher {
  readonly nftContract: string
  readonly account: string
  readonly season: number
  readonly tier: TitleTier
  readonly deadline: number
  readonly v: number
  readonly r: string
  readonly s: string
  readonly signature: string
}
