import { FomoError } from '../../domain/errors/FomoError'

/** `--to` names a chain the bridge does not go to from the session's chain. */
export class BridgeTargetChainError extends FomoError {
  override readonly name = 'BridgeTargetChainError'

  constructor(asked: string, sourceChainId: number, peerChainId: number) {
    super(
      `The bridge goes from chain ${sourceChainId} only to chain ${peerChainId}, not "${asked}": pass --to ${peerChainId}, or --chain ${peerChainId} to send from there.`,
      { details: { asked, sourceChainId, peerChainId } },
    )
  }
}
