import { FomoError } from '../../domain/errors/FomoError'

/** A settlement's stored credits are not what it pays, or exceed its fund: nothing was written; fail loudly. */
export class SettlementInvariantError extends FomoError {
  override readonly name = 'SettlementInvariantError'

  constructor(message: string, details: Record<string, unknown>) {
    super(message, { details })
  }
}
