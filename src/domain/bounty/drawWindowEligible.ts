import { drawEligible } from './drawEligible'
import type { GameRound } from './GameRound'
import type { PrizeDraw } from './PrizeDraw'

/**
 * A draw's eligible accounts (drawEligible): the players of the rounds from the previous draw's close up to its own.
 * A void draw closes no window: its players stay in the next draw, so withholding a reveal cannot shut them out.
 */
export function drawWindowEligible(
  draws: readonly Pick<PrizeDraw, 'closeTime' | 'void'>[],
  rounds: readonly GameRound[],
  draw: Pick<PrizeDraw, 'closeTime'>,
): string[] {
  const closes = draws.filter((d) => !d.void && d.closeTime < draw.closeTime).map((d) => d.closeTime)
  return drawEligible(rounds, Math.max(0, ...closes), draw.closeTime)
}
