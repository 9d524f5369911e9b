import { FomoError } from './FomoError'

/** No bridge code signed for this sender and recipient has this value. */
export class UnknownBridgeCodeError extends FomoError {
  override readonly name = 'UnknownBridgeCodeError'

  constructor(code: string) {
    super(
      `No transfer ${code} was signed here for this address and recipient: check the code, the sender and the recipient.`,
      { details: { code } },
    )
  }
}
