import { FomoError } from '../../domain/errors/FomoError'

/** `fomo deploy --verify-only` found no record (or no deployer) to verify. */
export class DeploymentNotFoundError extends FomoError {
  override readonly name = 'DeploymentNotFoundError'
}
