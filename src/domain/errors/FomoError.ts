/** Facts about a failure, for logs and localised messages; amounts are decimal strings so that it serialises to JSON. */
export type FomoErrorDetails = Readonly<Record<string, unknown>>

/**
 * The base of every error the domain throws: a short message, machine-readable `details` and an optional `cause`.
 *
 * Subclasses set a literal `name` (it survives minification and keys the locale files) and a message that says what
 * was wrong and how to fix the input; where spec section 8 gives the user-facing text, that text is the message.
 *
 * @example
 * try { findTrade() } catch (error) {
 *   if (error instanceof FomoError) log(error.name, error.message, error.details)
 * }
 */
export class FomoError extends Error {
  override readonly name: string = 'FomoError'
  readonly details: FomoErrorDetails

  constructor(message: string, options: { details?: FomoErrorDetails; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.details = Object.freeze({ ...options.details })
  }
}
