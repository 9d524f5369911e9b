import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { NATIVE_GAS_RESERVE } from './nativeGasReserve'

/**
 * The most of a balance the Max button fills in (spec section 5): the whole balance of a token; the native coin's
 * balance minus `NATIVE_GAS_RESERVE` (never below 0). `undefined` while the balance is unknown.
 *
 * @example maxAmountSpend({ currency: ht, raw: 10n ** 18n })?.raw // 990000000000000000n
 */
export function maxAmountSpend(balance: CurrencyAmount | undefined): CurrencyAmount | undefined {
  if (balance === undefined) return undefined
  if (balance.currency.kind !== 'native') return balance
  const raw = balance.raw > NATIVE_GAS_RESERVE ? balance.raw - NATIVE_GAS_RESERVE : 0n
  return { currency: balance.currency, raw }
}
