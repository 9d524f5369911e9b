import { FomoError } from './FomoError'

/** No bridge transfer with this code is recorded here. */
export class UnknownBridgeTransferError extends FomoError {
  override readonly name = 'UnknownBridgeTransferError'

  constructor(readonly code: string) {
    super(`No transfer ${code} is known here: check the code`, { details: { code } })
  }
}
