import type { RewardCredit } from '../rewards/RewardCredit'
import { BOUNTY_PROGRAMME } from './BountyTerms'
import { drawWinners } from './drawWinners'

/** The reward-ledger key of prize `index` (from 0) of draw `drawId`. */
export const drawKey = (drawId: bigint, index: number) => `bounty:draw:${drawId}:${index}`

/** A revealed draw: its id, seed and prizes, in the order FomoPrizePool's commit lists them. */
export interface RevealedDraw {
  drawId: bigint
  seed: string
  prizes: readonly { token: string; amount: bigint }[]
}

/**
 * The credits a revealed draw writes: prize i to drawWinners(seed, eligible, prizes.length)[i], keyed
 * 'bounty:draw:<id>:<i>' so writing them again has no effect. A prize without a winner (fewer eligible accounts than
 * prizes) writes nothing: its tokens stay with the distributor unpaid, so the credits never exceed the prizes.
 */
export function prizeDrawCredits(draw: RevealedDraw, eligible: readonly string[]): RewardCredit[] {
  return drawWinners(draw.seed, eligible, draw.prizes.length).flatMap((account, index) => {
    const prize = draw.prizes[index]!
    return prize.amount > 0n
      ? [
          {
            programme: BOUNTY_PROGRAMME,
            key: drawKey(draw.drawId, index),
            account,
            token: prize.token.toLowerCase(),
            amount: prize.amount,
          },
        ]
      : []
  })
}
