import { FomoError } from './FomoError'

/** The pairs of a route do not chain from the input to the output token: build routes from connected pairs. */
export class InvalidRouteError extends FomoError {
  override readonly name = 'InvalidRouteError'

  constructor(reason: string) {
    super(`Invalid route: ${reason}`, { details: { reason } })
  }
}
