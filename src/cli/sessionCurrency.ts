import type { Currency } from '../domain/currency/Currency'
import { findCurrency } from '../domain/currency/findCurrency'
import type { ChainSession } from './compositionRoot'

/** The session chain's token or native coin named by `query` (symbol or address), failing with what to type instead. */
export function sessionCurrency(session: ChainSession, query: string): Currency {
  return findCurrency(query, session.tokens, session.config.nativeCurrency)
}
