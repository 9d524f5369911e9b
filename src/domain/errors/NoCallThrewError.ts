import { FomoError } from './FomoError'

/** No candidate call had a gas estimate and none reported an error (an empty candidate list): a bug to report. */
export class NoCallThrewError extends FomoError {
  override readonly name = 'NoCallThrewError'

  constructor() {
    super('Unexpected error. Please contact support: none of the calls threw an error')
  }
}
