import { FomoError } from '../../domain/errors/FomoError'

/** A transfer that ended without arriving: expired before its collection landed, or cancelled. Nothing moved. */
export class BridgeNotDeliveredError extends FomoError {
  override readonly name = 'BridgeNotDeliveredError'

  constructor(code: string, status: string) {
    super(
      `Transfer ${code} ended ${status}: nothing left your wallet and its quota is back; send it again with \`fomo bridge send\`.`,
      { details: { code, status } },
    )
  }
}
