/** One pair's market view (GET /api/market/{chainId}/pairs); amounts are base units, USDT values in USDT base units. */
export interface PairMarket {
  chainId: number
  address: string
  token0: string
  token1: string
  symbol0?: string
  symbol1?: string
  reserve0: bigint
  reserve1: bigint
  /** token1 per token0 in whole units, a decimal string with at most 18 decimals; '0' with no reserves. */
  price: string
  /** USDT value of the token0 leg of the last 24 hours' swaps; undefined when no USDT price is known. */
  volume24hUsdt?: bigint
  /** USDT value of both reserves; undefined when no USDT price is known. */
  tvlUsdt?: bigint
}
