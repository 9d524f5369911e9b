import { FomoError } from '../../domain/errors/FomoError'

/** `fomo deploy` cannot go on: a missing build, a journal of another plan, a transaction that failed; the message says what to do. */
export class DeployError extends FomoError {
  override readonly name = 'DeployError'
}
