import type { Currency } from './Currency'

/** Whether two currencies are the same: tokens by chain and address, native coins by chain; a token never equals a native coin. */
export function currencyEquals(a: Currency, b: Currency): boolean {
  if (a === b) return true
  if (a.kind !== b.kind || a.chainId !== b.chainId) return false
  return a.kind === 'native' || a.address === (b as typeof a).address
}
