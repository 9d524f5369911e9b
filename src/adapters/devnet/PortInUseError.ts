import { FomoError } from '../../domain/errors/FomoError'

/** A devnet chain's port is taken; the message names the port and how to free or change it. */
export class PortInUseError extends FomoError {
  override name = 'PortInUseError'
}
