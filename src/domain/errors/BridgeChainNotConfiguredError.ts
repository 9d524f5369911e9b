import { FomoError } from './FomoError'

/** A cross-chain transfer from (or to) a chain the bridge is not deployed on, as the server's config says. */
export class BridgeChainNotConfiguredError extends FomoError {
  override readonly name = 'BridgeChainNotConfiguredError'

  constructor(chainId: number, bridged: readonly number[]) {
    super(
      `The bridge does not run on chain ${chainId}: switch to chain ${bridged.join(' or ') || '128 or 56'} to transfer`,
      { details: { chainId, bridged: [...bridged] } },
    )
  }
}
