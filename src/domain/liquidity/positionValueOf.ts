import type { Currency } from '../currency/Currency'
import { wrapCurrency } from '../currency/wrapCurrency'
import type { Pair } from '../trade/Pair'
import { computePositionValue } from './computePositionValue'

/**
 * What an LP balance is worth now of the remove form's currency A and B (`computePositionValue` put in the form's
 * order); `undefined` until the pair, the supply and the balance are known, or when the balance exceeds the supply.
 *
 * @example positionValueOf(pair, supply, lpBalance, usdt) // { valueA: 10n, valueB: 1n }
 */
export function positionValueOf(
  pair: Pair | undefined,
  supply: bigint | undefined,
  lpBalance: bigint | undefined,
  currencyA: Currency | undefined,
): { valueA: bigint; valueB: bigint } | undefined {
  if (!pair || !currencyA || lpBalance === undefined || supply === undefined || lpBalance > supply) return undefined
  const { amount0, amount1 } = computePositionValue(pair, supply, lpBalance)
  return wrapCurrency(currencyA).address === pair.token0.address
    ? { valueA: amount0, valueB: amount1 }
    : { valueA: amount1, valueB: amount0 }
}
