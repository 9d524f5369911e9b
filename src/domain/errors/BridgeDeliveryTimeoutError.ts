import { FomoError } from './FomoError'

/** A transfer was not delivered within the wait asked for; it goes on, and its status can be read later. */
export class BridgeDeliveryTimeoutError extends FomoError {
  override readonly name = 'BridgeDeliveryTimeoutError'

  constructor(code: string, status: string, waitedSeconds: number) {
    super(
      `Transfer ${code} is still ${status} after ${waitedSeconds} s; it goes on by itself: check it with \`fomo bridge status ${code} --watch\``,
      { details: { code, status, waitedSeconds } },
    )
  }
}
