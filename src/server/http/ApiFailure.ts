import { FomoError } from '../../domain/errors/FomoError'

/** A request the server refuses: answered with HTTP `status` and the envelope `{code: status, msg: message}`. */
export class ApiFailure extends FomoError {
  override readonly name = 'ApiFailure'

  constructor(
    readonly status: number,
    message: string,
    details: Record<string, unknown> = {},
  ) {
    super(message, { details })
  }
}
