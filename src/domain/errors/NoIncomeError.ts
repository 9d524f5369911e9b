import { FomoError } from './FomoError'

/** Nothing to claim: every total the voucher names is already paid (spec section 8: noIncomeW, 'No income to be withdrawn'). */
export class NoIncomeError extends FomoError {
  override readonly name = 'NoIncomeError'

  constructor() {
    super('No income to be withdrawn')
  }
}
