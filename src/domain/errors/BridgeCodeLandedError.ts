import { FomoError } from './FomoError'

/** A signed bridge code was collected on chain: the quota it took moved tokens and cannot be returned. */
export class BridgeCodeLandedError extends FomoError {
  override readonly name = 'BridgeCodeLandedError'

  constructor(code: string) {
    super(
      `Transfer ${code} was collected on chain, so its quota was used and cannot be returned: follow its delivery in the records.`,
      { details: { code } },
    )
  }
}
