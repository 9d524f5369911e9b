import { FomoError } from './FomoError'

/** The release's investment chain has no investment contract deployed. */
export class NoInvestmentContractError extends FomoError {
  override readonly name = 'NoInvestmentContractError'

  constructor() {
    super('The release has no investment contract deployed')
  }
}
