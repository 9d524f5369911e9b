import { FomoError } from '../../domain/errors/FomoError'

/** The API server a command would ask serves another chain or another deployment's contracts (servedDeploymentProblem). */
export class ApiServerMismatchError extends FomoError {
  override readonly name = 'ApiServerMismatchError'
}
