import { FomoError } from './FomoError'

/** Why a recipient is refused unless the sender insists: nothing can ever move tokens out of it. */
export type RecipientRisk = 'zero-address' | 'contract'

/**
 * The recipient is the zero address (tokens sent there are burned) or a contract (which may have no way to give them
 * back): check the address, or insist as `override` says (the CLI: `--force`).
 */
export class RiskyRecipientError extends FomoError {
  override readonly name = 'RiskyRecipientError'

  constructor(recipient: string, risk: RecipientRisk, override?: string) {
    const what =
      risk === 'zero-address'
        ? 'is the zero address: tokens sent there are burned'
        : 'is a contract: tokens sent to a contract that does not expect them are usually lost'
    const how = override === undefined ? 'Check the address.' : `Check the address, or ${override} to send anyway.`
    super(`Recipient ${recipient} ${what}. ${how}`, { details: { recipient, risk } })
  }
}
