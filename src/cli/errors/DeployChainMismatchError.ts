import { FomoError } from '../../domain/errors/FomoError'

/** `fomo deploy --chain <id>` names another chain than the plan's `chainId`. */
export class DeployChainMismatchError extends FomoError {
  override readonly name = 'DeployChainMismatchError'

  constructor(chainId: number, planChainId: number, planFile: string) {
    super(
      `--chain ${chainId} is not the chain of the plan ${planFile} (chainId ${planChainId}): pass --chain ${planChainId} with that chain's RPC, or use the plan for chain ${chainId}.`,
      { details: { chainId, planChainId, planFile } },
    )
  }
}
