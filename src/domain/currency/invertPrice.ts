import type { Price } from '../currency/Price'

/** The same price seen from the other side: base per quote (the swap screen's ⇄ toggle). */
export function invertPrice(price: Price): Price {
  return {
    baseCurrency: price.quoteCurrency,
    quoteCurrency: price.baseCurrency,
    numerator: price.denominator,
    denominator: price.numerator,
  }
}
