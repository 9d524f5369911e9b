import type { Price } from '../currency/Price'
import { abbreviateSignificant } from './abbreviateSignificant'

/**
 * A price in whole units of its currencies (quote per base, decimals applied) with 6 significant digits, or 4 on
 * the swap screen, rounded half up; below 10^-6 '<0.000001' and from 10^15 a power of ten (spec section 9).
 *
 * @example formatPrice({ baseCurrency: wht, quoteCurrency: usdt6, numerator: 12_345_678n, denominator: 10n ** 18n }, 4) // '12.35'
 */
export function formatPrice(price: Price, significantDigits: 6 | 4): string {
  const adjusted = {
    numerator: price.numerator * 10n ** BigInt(price.baseCurrency.decimals),
    denominator: price.denominator * 10n ** BigInt(price.quoteCurrency.decimals),
  }
  return abbreviateSignificant(adjusted, significantDigits, 'halfUp')
}
