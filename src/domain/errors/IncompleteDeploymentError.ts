import { FomoError } from './FomoError'

/** A deployment record was asked for before every contract it needs was deployed: run the deployment to its end. */
export class IncompleteDeploymentError extends FomoError {
  override readonly name = 'IncompleteDeploymentError'

  constructor(contract: string) {
    super(`The deployment has no ${contract} yet: run it to its end before writing its record.`, {
      details: { contract },
    })
  }
}
