import { FomoError } from './FomoError'

/** The deployment record's `bounty` block holds a value the bounty rules cannot use (`field` names it). */
export class InvalidBountyTermsError extends FomoError {
  override readonly name = 'InvalidBountyTermsError'

  constructor(field: string, value: unknown, expected: string) {
    super(
      `Invalid bounty terms: ${field} is ${JSON.stringify(value)}; expected ${expected} (fix the deployment record)`,
      {
        details: { field, value: String(value), expected },
      },
    )
  }
}
