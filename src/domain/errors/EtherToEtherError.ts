import { FomoError } from './FomoError'

/** Both sides of a swap are the native coin (HT, BNB or ETH): pick a token for one side. */
export class EtherToEtherError extends FomoError {
  override readonly name = 'EtherToEtherError'

  constructor(symbol: string) {
    super('ETHER to ETHER', { details: { symbol } })
  }
}
