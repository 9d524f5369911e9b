import { FomoError } from '../../domain/errors/FomoError'

/** A chain that answers but has no code at contracts its deployment record names: it was reset without its record. */
export class DeploymentCodeMissingError extends FomoError {
  override readonly name = 'DeploymentCodeMissingError'

  constructor(chainId: number, rpcUrl: string, missing: readonly string[]) {
    super(
      `Chain ${chainId} at ${rpcUrl} has no code at the recorded ${missing.join(', ')}: the chain was reset without its record. Run \`npm run devnet:reset\`, then \`npm start\`.`,
      { details: { chainId, rpcUrl, missing } },
    )
  }
}
