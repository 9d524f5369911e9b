import type { PairMarket } from './PairMarket'

/** The fields of a pair that choosing one for the price chart reads. */
export type ChartablePair = Pick<PairMarket, 'chainId' | 'address' | 'token0' | 'token1' | 'symbol0' | 'symbol1'>

/**
 * The pair whose prices the swap screen charts on `chainId`: the pair of `inputCurrency` and `outputCurrency` when
 * both are token addresses with a pair, else the chain's first pair with USDT; `undefined` when there is none.
 *
 * @example choosePricePair(pairs, 128, 'HT', '') // the first USDT pair on chain 128
 */
export function choosePricePair<P extends ChartablePair>(
  pairs: readonly P[],
  chainId: number,
  inputCurrency: string,
  outputCurrency: string,
): P | undefined {
  const onChain = pairs.filter((pair) => pair.chainId === chainId)
  const wanted = [inputCurrency.toLowerCase(), outputCurrency.toLowerCase()].sort().join()
  const chosen = onChain.find((pair) => [pair.token0.toLowerCase(), pair.token1.toLowerCase()].sort().join() === wanted)
  return chosen ?? onChain.find((pair) => pair.symbol0 === 'USDT' || pair.symbol1 === 'USDT')
}
