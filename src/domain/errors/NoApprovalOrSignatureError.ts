import { FomoError } from './FomoError'

/** Removing liquidity was confirmed with neither an approval of the LP token nor a signed permit (spec section 8). */
export class NoApprovalOrSignatureError extends FomoError {
  override readonly name = 'NoApprovalOrSignatureError'

  constructor() {
    super('Attempting to confirm without approval or a signature. Please contact support.')
  }
}
