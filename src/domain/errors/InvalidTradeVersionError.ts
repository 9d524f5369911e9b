import { FomoError } from './FomoError'

/** A trade version other than the supported `v2` was asked for: FomoSwap routes swaps on its V2 pairs only. */
export class InvalidTradeVersionError extends FomoError {
  override readonly name = 'InvalidTradeVersionError'

  constructor(version: string) {
    super('invalid trade version', { details: { version } })
  }
}
