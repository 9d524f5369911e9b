import { drawEligible } from './drawEligible'
import type { GameRound } from './GameRound'
import type { PrizeDraw } from './PrizeDraw'

/**
 * A draw's eligible accounts (drawEligible): the players of the rounds from the previous draw's close up to its own,
 * as FomoPrizePool chains the windows (each close after `lastCloseTime`). A void draw closes its window too (issue
 * 27): its players are never drawn again, so voiding a draw and drawing anew cannot give anyone a second chance over
 * the same players.
 */
export function drawWindowEligible(
  draws: readonly Pick<PrizeDraw, 'closeTime' | 'void'>[],
  rounds: readonly GameRound[],
  draw: Pick<PrizeDraw, 'closeTime'>,
): string[] {
  const closes = draws.filter((d) => d.closeTime < draw.closeTime).map((d) => d.closeTime)
  return drawEligible(rounds, Math.max(0, ...closes), draw.closeTime)
}
