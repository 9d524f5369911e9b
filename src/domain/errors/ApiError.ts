import { FomoError } from './FomoError'

/**
 * An `/api/*` call failed: the envelope's `code` was not 0 (the message is its `msg`, shown as is), or the
 * request never got an envelope (code -1; the message is the network error's).
 */
export class ApiError extends FomoError {
  override readonly name = 'ApiError'

  constructor(
    readonly code: number,
    message: string,
    details: Record<string, unknown> = {},
    cause?: unknown,
  ) {
    super(message, { details: { code, ...details }, cause })
  }
}
