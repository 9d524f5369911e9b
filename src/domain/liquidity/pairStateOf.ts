import type { Currency } from '../currency/Currency'
import { wrapCurrency } from '../currency/wrapCurrency'

/** The pair state of spec section 3. */
export type PairState = 'LOADING' | 'NOT_EXISTS' | 'EXISTS' | 'INVALID'

/**
 * The state of the pair of `a` and `b` from its `getReserves` read: INVALID when a currency is missing or both are
 * the same token once wrapped (HT and WHT), LOADING before the read answers, NOT_EXISTS when it failed (no pair
 * there), else EXISTS.
 *
 * @example pairStateOf(ht, wht, undefined) // 'INVALID'
 */
export function pairStateOf(
  a: Currency | undefined,
  b: Currency | undefined,
  reserves: { readonly reserve0: bigint; readonly reserve1: bigint } | null | undefined,
): PairState {
  if (!a || !b || wrapCurrency(a).address === wrapCurrency(b).address) return 'INVALID'
  if (reserves === undefined) return 'LOADING'
  return reserves === null ? 'NOT_EXISTS' : 'EXISTS'
}
