import type { PairMarket } from './PairMarket'

/** The fields of a pair that choosing one for the price chart reads. */
export type ChartablePair = Pick<PairMarket, 'chainId' | 'address' | 'token0' | 'token1' | 'symbol0' | 'symbol1'>

/** The chain's native coin as the swap form names it ('ETH' or its symbol) and the token that wraps it in pairs. */
export interface ChartNative {
  symbol: string
  wrapped: string
}

/**
 * The pair whose prices the swap screen charts on `chainId`: the pair of `inputCurrency` and `outputCurrency` when
 * both are tokens (the native coin standing for its wrapped token) with a pair, else the chain's first pair with
 * USDT; `undefined` when there is none.
 *
 * @example choosePricePair(pairs, 128, 'HT', usdt, { symbol: 'HT', wrapped: wht }) // the WHT/USDT pair
 */
export function choosePricePair<P extends ChartablePair>(
  pairs: readonly P[],
  chainId: number,
  inputCurrency: string,
  outputCurrency: string,
  native?: ChartNative,
): P | undefined {
  const onChain = pairs.filter((pair) => pair.chainId === chainId)
  const token = (id: string) =>
    native && (id === 'ETH' || id.toUpperCase() === native.symbol.toUpperCase()) ? native.wrapped : id
  const wanted = [token(inputCurrency).toLowerCase(), token(outputCurrency).toLowerCase()].sort().join()
  const chosen = onChain.find((pair) => [pair.token0.toLowerCase(), pair.token1.toLowerCase()].sort().join() === wanted)
  return chosen ?? onChain.find((pair) => pair.symbol0 === 'USDT' || pair.symbol1 === 'USDT')
}

/**
 * The symbols a chart labels its pair with: token0 as the base, token1 as the quote (candles are token1 per token0),
 * the wrapped native token shown as the native coin the form shows (HT, BNB).
 *
 * @example chartPairSymbols(whtUsdtPair, { symbol: 'HT', wrapped: wht }) // { base: 'HT', quote: 'USDT' }
 */
export function chartPairSymbols(pair: ChartablePair, native?: ChartNative): { base: string; quote: string } {
  const symbol = (address: string, listed: string | undefined) =>
    native && address.toLowerCase() === native.wrapped.toLowerCase() ? native.symbol : (listed ?? '?')
  return { base: symbol(pair.token0, pair.symbol0), quote: symbol(pair.token1, pair.symbol1) }
}
