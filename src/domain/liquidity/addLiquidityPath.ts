import { NATIVE_CURRENCY_ID } from '../input/nativeCurrencyId'
import { MintField } from './MintState'

/**
 * The add screen's route after a currency is picked for a field (spec section 3): `/add/{a}/{b}`, the other field
 * kept; picking the other field's currency swaps the two; picking B with no A starts A at the native coin (`ETH`).
 * Currency ids compare without case; `''` is none.
 *
 * @example addLiquidityPath(MintField.CURRENCY_A, USDT, '', '') // '/add/0xa71e…'
 */
export function addLiquidityPath(field: MintField, picked: string, currencyIdA: string, currencyIdB: string): string {
  const [a, b] = [currencyIdA, currencyIdB]
  const same = (x: string, y: string) => x !== '' && x.toLowerCase() === y.toLowerCase()
  let path: string
  if (field === MintField.CURRENCY_A) path = same(picked, b) ? `/add/${b}/${a}` : `/add/${picked}${b ? `/${b}` : ''}`
  else if (same(picked, a)) path = b ? `/add/${b}/${picked}` : `/add/${picked}`
  else path = `/add/${a || NATIVE_CURRENCY_ID}/${picked}`
  return path.replace(/\/$/, '')
}
