import { FomoError } from './FomoError'

/** A request for a signed bridge collection without the sender's signed consent. */
export class BridgeConsentRequiredError extends FomoError {
  override readonly name = 'BridgeConsentRequiredError'

  constructor(readonly sender: string) {
    super(
      "A transfer needs the sender's consent: sign the transfer request with the sending wallet (FomoSwap or `fomo bridge send` do) and pass its signature, nonce and deadline",
      { details: { address: sender } },
    )
  }
}
