import { FomoError } from '../../domain/errors/FomoError'

/** A send that must be confirmed, asked for where nobody can answer: no terminal, and not the flags that stand in for one. */
export class ConfirmationNeededError extends FomoError {
  override readonly name = 'ConfirmationNeededError'

  constructor(kind: 'plain' | 'typed') {
    super(
      kind === 'plain'
        ? 'Not a terminal: pass --yes to confirm without a prompt.'
        : 'The price impact needs the typed word "confirm": run in a terminal, or pass --yes --expert.',
      { details: { kind } },
    )
  }
}
