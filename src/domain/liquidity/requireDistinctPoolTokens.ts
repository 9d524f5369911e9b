import type { Currency } from '../currency/Currency'
import { wrapCurrency } from '../currency/wrapCurrency'
import { IdenticalPoolTokensError } from '../errors/IdenticalPoolTokensError'

/**
 * Refuses a pool of one token with itself before anything is read or approved (`fomo pool add AURA AURA 1`), HT and
 * WHT included: the native coin pools as its wrapped token. The add form's 'Select a token' is for a missing token.
 *
 * @throws IdenticalPoolTokensError ('Invalid pair: …') when both sides are the same pool token.
 */
export function requireDistinctPoolTokens(a: Currency, b: Currency): void {
  const [tokenA, tokenB] = [wrapCurrency(a), wrapCurrency(b)]
  if (tokenA.address.toLowerCase() !== tokenB.address.toLowerCase()) return
  const native = a.kind === 'native' || b.kind === 'native'
  throw new IdenticalPoolTokensError(a.symbol, b.symbol, native && a.kind !== b.kind ? tokenA.symbol : undefined)
}
