import { FomoError } from './FomoError'

/** The release contract counts more withdrawals than are indexed: the last one landed and is not recorded yet. */
export class WithdrawalNotIndexedError extends FomoError {
  override readonly name = 'WithdrawalNotIndexedError'

  constructor(
    readonly indexed: number,
    readonly onChain: number,
  ) {
    super('Your last withdrawal is still being recorded: try again in a moment', { details: { indexed, onChain } })
  }
}
