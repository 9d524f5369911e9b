import { FomoError } from './FomoError'

/** A call failed gas estimation but succeeded when simulated (a flaky node or a changed state): try again. */
export class UnexpectedGasEstimateError extends FomoError {
  override readonly name = 'UnexpectedGasEstimateError'

  constructor(methodName: string) {
    super('Unexpected issue with estimating the gas. Please try again.', { details: { methodName } })
  }
}
