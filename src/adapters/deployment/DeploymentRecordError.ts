import { FomoError } from '../../domain/errors/FomoError'

/** A deployment record is missing or unreadable; the message says how to produce one. */
export class DeploymentRecordError extends FomoError {
  override name = 'DeploymentRecordError'
}
