import type { ChainConfig } from '../chains/ChainConfig'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { sortTokens } from '../currency/sortTokens'
import { wrapCurrency } from '../currency/wrapCurrency'
import { ChainMismatchError } from '../errors/ChainMismatchError'
import { InvalidReservesError } from '../errors/InvalidReservesError'
import { MAX_UINT112 } from '../math/uintLimits'
import { computePairAddress } from './computePairAddress'
import { liquidityTokenFor } from './liquidityTokenFor'
import type { Pair } from './Pair'

/**
 * Builds a `Pair` from the reserves of two currencies (the native coin stands for its wrapped token), sorted as the
 * contract sorts them, at FomoSwap's CREATE2 address for the chain.
 *
 * @throws InvalidReservesError unless both reserves are `uint112`; IdenticalTokensError, ChainMismatchError.
 * @example createPair(hecoConfig, { currency: usdt, raw: 5_000n * 10n ** 18n }, { currency: hecoConfig.nativeCurrency, raw: 10n ** 20n })
 */
export function createPair(config: ChainConfig, amountA: CurrencyAmount, amountB: CurrencyAmount): Pair {
  const tokenA = wrapCurrency(amountA.currency)
  const tokenB = wrapCurrency(amountB.currency)
  if (tokenA.chainId !== config.chainId) throw new ChainMismatchError(config.chainId, tokenA.chainId)
  const [token0] = sortTokens(tokenA, tokenB)
  const [first, second] = token0 === tokenA ? [amountA, amountB] : [amountB, amountA]
  if (first.raw < 0n || second.raw < 0n || first.raw > MAX_UINT112 || second.raw > MAX_UINT112) {
    throw new InvalidReservesError(first.raw, second.raw)
  }
  const address = computePairAddress(config, tokenA, tokenB)
  return Object.freeze({
    address,
    token0: wrapCurrency(first.currency),
    token1: wrapCurrency(second.currency),
    reserve0: first.raw,
    reserve1: second.raw,
    liquidityToken: liquidityTokenFor(config.chainId, address),
  })
}
