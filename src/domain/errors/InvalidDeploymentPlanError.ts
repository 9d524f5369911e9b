import { FomoError } from './FomoError'

/** A deployment plan field that is missing or wrong: refused before anything is sent, naming the field. */
export class InvalidDeploymentPlanError extends FomoError {
  override readonly name = 'InvalidDeploymentPlanError'

  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`Deployment plan: ${field} ${problem}`, { details: { field } })
  }
}
