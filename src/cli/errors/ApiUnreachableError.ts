import { FomoError } from '../../domain/errors/FomoError'

/** The FomoSwap API server did not answer at the URL a command was given. */
export class ApiUnreachableError extends FomoError {
  override readonly name = 'ApiUnreachableError'

  constructor(url: string, reason: string, cause?: unknown) {
    super(
      `The FomoSwap API at ${url} did not answer (${reason}): start it with \`npm start\`, or pass --api <url> (or set FOMO_API_URL).`,
      { details: { url }, cause },
    )
  }
}
