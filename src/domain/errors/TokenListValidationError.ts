import { FomoError } from './FomoError'

/** One schema violation: where in the list (a JSON pointer, '' for the root) and what is wrong there. */
export interface TokenListViolation {
  readonly path: string
  readonly message: string
}

/**
 * A token list does not match the token-lists JSON schema (spec section 8): the message lists each violation as
 * `{path} {message}`, joined by '; '. The list's publisher must fix it.
 */
export class TokenListValidationError extends FomoError {
  override readonly name = 'TokenListValidationError'

  constructor(violations: readonly TokenListViolation[]) {
    const text = violations.map(({ path, message }) => `${path} ${message}`).join('; ')
    super(`Token list failed validation: ${text || 'unknown error'}`, { details: { violations } })
  }
}
