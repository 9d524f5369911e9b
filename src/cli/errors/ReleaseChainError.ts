import { FomoError } from '../../domain/errors/FomoError'

/** `fomo release withdraw` on a chain that does not pay the release: the spec's goToBscEx, and the chain to run it on. */
export class ReleaseChainError extends FomoError {
  override readonly name = 'ReleaseChainError'

  constructor(withdrawChainId: number, chainId: number) {
    super(
      `Please go to the BSC chain for extraction: the release is withdrawn on chain ${withdrawChainId}; run \`fomo --chain ${withdrawChainId} release withdraw\`.`,
      { details: { key: 'goToBscEx', withdrawChainId, chainId } },
    )
  }
}
