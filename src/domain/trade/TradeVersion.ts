/** The exchange version a swap runs on: FomoSwap routes swaps through its V2 pairs only (V1 only migrates). */
export type TradeVersion = 'v2'
