import { FomoError } from '../../domain/errors/FomoError'

/** `fomo bounty draws` found a draw the chain does not bear out: its reveal, its seed or the server's winners. */
export class DrawMismatchError extends FomoError {
  override readonly name = 'DrawMismatchError'

  constructor(drawId: bigint, what: string) {
    super(`Draw ${drawId} does not verify: ${what}. Do not trust its winners; report it.`, {
      details: { drawId: drawId.toString(), what },
    })
  }
}
