import { FomoError } from '../../domain/errors/FomoError'

/** `fomo deploy` without --chain or --rpc: a deployment never falls back to the devnet defaults. */
export class DeployChainRequiredError extends FomoError {
  override readonly name = 'DeployChainRequiredError'

  constructor(missing: readonly string[]) {
    super(`fomo deploy needs ${missing.join(' and ')}: name the chain and its node explicitly.`, {
      details: { missing },
    })
  }
}
