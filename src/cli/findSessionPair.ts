import type { Currency } from '../domain/currency/Currency'
import { wrapCurrency } from '../domain/currency/wrapCurrency'
import { loadPairs } from '../domain/trade/loadPairs'
import type { Pair } from '../domain/trade/Pair'
import type { ChainSession } from './compositionRoot'

/** The FomoSwap pair of two currencies (the native coin as its wrapped token) with its reserves, if it exists. */
export async function findSessionPair(session: ChainSession, a: Currency, b: Currency): Promise<Pair | undefined> {
  const [tokenA, tokenB] = [wrapCurrency(a), wrapCurrency(b)]
  if (tokenA.address === tokenB.address) return undefined
  const [pair] = await loadPairs(session.config, [tokenA, tokenB], session.ports.reads)
  return pair
}
