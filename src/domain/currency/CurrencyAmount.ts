import type { Currency } from './Currency'

/** An exact amount of a currency in its base units (wei-like), e.g. `{ currency: usdt, raw: 1_500_000n }` for 1.5 USDT. */
export interface CurrencyAmount {
  readonly currency: Currency
  readonly raw: bigint
}
