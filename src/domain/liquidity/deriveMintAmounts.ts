import type { Currency } from '../currency/Currency'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { wrapCurrency } from '../currency/wrapCurrency'
import { parseTypedAmount } from '../input/parseTypedAmount'
import type { Pair } from '../trade/Pair'
import { MintField, type MintState } from './MintState'
import { quoteDependentAmount } from './quoteDependentAmount'

/** The two amounts of a deposit; `undefined` where nothing (valid) is entered yet. */
export interface MintAmounts {
  readonly amountA: CurrencyAmount | undefined
  readonly amountB: CurrencyAmount | undefined
}

/**
 * The amounts the add-liquidity form stands for: the typed one, and the other either typed too (no liquidity: the
 * first provider sets the price) or quoted at the pool's reserves (`quoteDependentAmount`). Text that is no amount
 * of its currency counts as nothing entered.
 *
 * @example deriveMintAmounts(state, usdt, wht, pair, false).amountB?.raw
 */
export function deriveMintAmounts(
  state: MintState,
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
  pair: Pair | undefined,
  noLiquidity: boolean,
): MintAmounts {
  const aIndependent = state.independentField === MintField.CURRENCY_A
  const [independentCurrency, dependentCurrency] = aIndependent ? [currencyA, currencyB] : [currencyB, currencyA]
  const independent = independentCurrency ? parse(state.typedValue, independentCurrency) : undefined
  let dependent: CurrencyAmount | undefined
  if (dependentCurrency && noLiquidity) dependent = parse(state.otherTypedValue, dependentCurrency)
  else if (dependentCurrency && independent && pair && pair.reserve0 > 0n && pair.reserve1 > 0n) {
    const independentIs0 = wrapCurrency(independent.currency).address === pair.token0.address
    const [reserveIn, reserveOut] = independentIs0 ? [pair.reserve0, pair.reserve1] : [pair.reserve1, pair.reserve0]
    const raw = quoteDependentAmount(independent.raw, reserveIn, reserveOut)
    dependent = raw > 0n ? { currency: dependentCurrency, raw } : undefined
  }
  return aIndependent ? { amountA: independent, amountB: dependent } : { amountA: dependent, amountB: independent }
}

function parse(text: string, currency: Currency): CurrencyAmount | undefined {
  try {
    return parseTypedAmount(text, currency)
  } catch {
    return undefined
  }
}
