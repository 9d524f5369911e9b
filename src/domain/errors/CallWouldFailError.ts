import { FomoError } from './FomoError'

/** What a V1 call is, in the words of its failure. */
export type V1CallKind = 'migration' | 'V1 removal'

/** A migration or V1 removal would revert as it stands (its gas estimate failed with `reason`); nothing was sent. */
export class CallWouldFailError extends FomoError {
  override readonly name = 'CallWouldFailError'
  readonly kind: V1CallKind
  readonly reason: string

  constructor(kind: V1CallKind, reason: string) {
    super(`The ${kind} would fail (${reason}): nothing was sent. The FomoSwap price may have moved; try again.`, {
      details: { kind, reason },
    })
    this.kind = kind
    this.reason = reason
  }
}
