import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { wrapCurrency } from '../currency/wrapCurrency'
import { TokenNotInPairError } from '../errors/TokenNotInPairError'
import type { Pair } from '../trade/Pair'

/**
 * Puts two amounts of a pair's currencies in the pair's order, as [amount of token0, amount of token1]; the native
 * coin counts as its wrapped token.
 *
 * @throws TokenNotInPairError when the currencies are not the pair's two tokens.
 */
export function orderAmounts(pair: Pair, amountA: CurrencyAmount, amountB: CurrencyAmount): readonly [bigint, bigint] {
  const a = wrapCurrency(amountA.currency).address
  const b = wrapCurrency(amountB.currency).address
  if (a === pair.token0.address && b === pair.token1.address) return [amountA.raw, amountB.raw]
  if (a === pair.token1.address && b === pair.token0.address) return [amountB.raw, amountA.raw]
  throw new TokenNotInPairError(a === pair.token0.address || a === pair.token1.address ? b : a, pair.address)
}
