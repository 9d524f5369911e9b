import type { Currency } from './Currency'

/**
 * An exact price of `baseCurrency` in `quoteCurrency`, as a ratio of raw base units: `numerator` raw quote units per
 * `denominator` raw base units. `formatPrice` scales it by the currencies' decimals for display.
 */
export interface Price {
  readonly baseCurrency: Currency
  readonly quoteCurrency: Currency
  readonly numerator: bigint
  readonly denominator: bigint
}
