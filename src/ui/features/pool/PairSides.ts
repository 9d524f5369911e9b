import type { Currency } from '../../../domain/currency/Currency'

/** A pool form's two currencies and the account it reads for: what its chain reads follow (add and remove). */
export interface PairSides {
  readonly currencyA: Currency | undefined
  readonly currencyB: Currency | undefined
  readonly account: string | undefined
}
