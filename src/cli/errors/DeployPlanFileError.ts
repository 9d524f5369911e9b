import { FomoError } from '../../domain/errors/FomoError'

/** `fomo deploy --plan <file>`: the file cannot be read or is not JSON. */
export class DeployPlanFileError extends FomoError {
  override readonly name = 'DeployPlanFileError'

  constructor(path: string, problem: string, cause?: unknown) {
    super(`The deployment plan ${path} ${problem}.`, { details: { path }, cause })
  }
}
