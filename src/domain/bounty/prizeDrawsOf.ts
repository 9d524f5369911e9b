import type { PrizeDraw } from './PrizeDraw'
import type { PrizeDrawEvent } from './PrizeDrawEvent'

/** A draw as the chain tells it, with what a verifier checks: the commitment, the sealed block and the secret. */
export interface ChainPrizeDraw extends PrizeDraw {
  /** keccak256(abi.encode(drawId, secret)), published before `closeTime`. */
  commitment: string
  /** The block whose hash is mixed into the seed, once sealed. */
  targetBlock?: number
  /** The secret the reveal opened the commitment with. */
  secret?: string
}

/**
 * The draws of FomoPrizePool from its events in chain order (`DrawCommitted`, `DrawSealed`, then `DrawRevealed` or
 * `DrawVoided`), in the order they were committed; a seal, reveal or void of a draw never committed is ignored.
 *
 * @example prizeDrawsOf(events).filter((draw) => draw.seed) // the revealed draws
 */
export function prizeDrawsOf(events: readonly PrizeDrawEvent[]): ChainPrizeDraw[] {
  const draws = new Map<bigint, ChainPrizeDraw>()
  for (const event of events) {
    if (event.kind === 'committed') {
      draws.set(event.drawId, {
        drawId: event.drawId,
        token: event.token.toLowerCase(),
        closeTime: event.closeTime,
        prizes: [...event.prizes],
        commitment: event.commitment.toLowerCase(),
      })
      continue
    }
    if (event.kind === 'funded') continue
    const draw = draws.get(event.drawId)
    if (!draw) continue
    if (event.kind === 'sealed') draw.targetBlock = event.targetBlock
    else if (event.kind === 'revealed') {
      draw.seed = event.seed.toLowerCase()
      draw.secret = event.secret.toLowerCase()
    } else draw.void = true
  }
  return [...draws.values()]
}
