import { FomoError } from './FomoError'

/** Two trades differ in type, input currency or output currency, so neither is better: compare trades for the same swap. */
export class TradesNotComparableError extends FomoError {
  override readonly name = 'TradesNotComparableError'

  constructor(details: { reason: 'tradeType' | 'inputCurrency' | 'outputCurrency' }) {
    super('Trades are not comparable', { details: details })
  }
}
