import { FomoError } from '../../domain/errors/FomoError'

/** A name lookup failed on the way (the node or the resolver did not answer): 'Failed to resolve ENS name: {name}'. */
export class NameResolutionError extends FomoError {
  override readonly name = 'NameResolutionError'

  constructor(name: string, cause?: unknown) {
    super(`Failed to resolve ENS name: ${name}`, { details: { name }, cause })
  }
}
