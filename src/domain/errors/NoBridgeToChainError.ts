import { FomoError } from './FomoError'

/** No bridge served here sends to the requested target chain. */
export class NoBridgeToChainError extends FomoError {
  override readonly name = 'NoBridgeToChainError'

  constructor(readonly targetChainId: number) {
    super(`No bridge here sends to chain ${targetChainId}: use HECO (128) or BSC (56)`, { details: { targetChainId } })
  }
}
