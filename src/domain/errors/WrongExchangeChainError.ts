import { FomoError } from './FomoError'

/**
 * The HJW exchange away from the investment chain (goToHecoEx) or a release withdrawal away from the withdraw chain
 * (goToBscEx), with the spec's texts (section 8).
 */
export class WrongExchangeChainError extends FomoError {
  override readonly name = 'WrongExchangeChainError'

  constructor(
    readonly key: 'goToHecoEx' | 'goToBscEx',
    readonly expectedChainId: number,
    chainId: number,
  ) {
    super(key === 'goToHecoEx' ? 'Please go to HECO chain exchange' : 'Please go to the BSC chain for extraction', {
      details: { key, expectedChainId, chainId },
    })
  }
}
