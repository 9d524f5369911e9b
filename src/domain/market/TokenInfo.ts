/** A token's display facts, from the deployment record. */
export interface TokenInfo {
  address: string
  symbol: string
  decimals: number
}
