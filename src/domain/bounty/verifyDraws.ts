import { keccak256 } from '../hash/keccak256'
import { drawWindowEligible } from './drawWindowEligible'
import { drawWinners } from './drawWinners'
import type { GameRound } from './GameRound'
import type { ChainPrizeDraw } from './prizeDrawsOf'

/** One draw recomputed from the chain, and whether the server's winners agree. */
export interface VerifiedDraw {
  drawId: bigint
  token: string
  closeTime: number
  commitment: string
  state: 'open' | 'revealed' | 'void'
  seed: string | null
  /** The revealed secret opens the commitment: keccak256(abi.encode(drawId, secret)) === commitment. */
  commitmentOpens: boolean | null
  /** The seed is keccak256(abi.encode(secret, blockhash(targetBlock))); null when the block hash is unknown. */
  seedFromBlock: boolean | null
  eligible: number
  /** Recomputed from the seed and the eligible players: prize i to winner i. */
  winners: { address: string; prize: bigint }[]
  /** The server's winners equal the recomputed ones (null when the server lists no such drawn draw). */
  matchesServer: boolean | null
  /**
   * Void after its seal: its outcome was fixed and nobody revealed it in the window (issue 27). On today's contract the
   * seal publishes the secret, so everyone could have; on an older one only the operator could, and withholding was a
   * choice between outcomes. Either way a warning.
   */
  voidedAfterSeal: boolean
  /** Another draw's window overlaps this one's (a close not after an earlier draw's): the same players drawn twice. */
  overlapping: boolean
}

const word = (value: bigint | string) =>
  (typeof value === 'bigint' ? value.toString(16) : value.replace(/^0x/, '')).toLowerCase().padStart(64, '0')

/**
 * Recomputes every draw from the chain alone (`fomo bounty draws`): checks that the revealed secret opens the
 * commitment published before the close and that the seed mixes it with the sealed block's hash, recomputes the
 * eligible players (drawWindowEligible) and the winners (drawWinners), and compares them with the server's
 * drawn draws (the panel's `drawn`).
 *
 * @example verifyDraws(prizeDrawsOf(events), rounds, panel.drawn, (n) => hashes.get(n))
 */
export function verifyDraws(
  draws: readonly ChainPrizeDraw[],
  rounds: readonly GameRound[],
  served: readonly { drawId: bigint; winners: readonly { address: string; prize: bigint }[] }[],
  blockHash: (block: number) => string | undefined,
): VerifiedDraw[] {
  return draws.map((draw, index) => {
    const eligible = drawWindowEligible(draws, rounds, draw)
    const base = {
      drawId: draw.drawId,
      token: draw.token,
      closeTime: draw.closeTime,
      commitment: draw.commitment,
      eligible: eligible.length,
      voidedAfterSeal: draw.void === true && draw.targetBlock !== undefined,
      overlapping: overlaps(draws, index),
    }
    if (!draw.seed || draw.void) {
      const state = draw.void ? ('void' as const) : ('open' as const)
      return {
        ...base,
        state,
        seed: null,
        commitmentOpens: null,
        seedFromBlock: null,
        winners: [],
        matchesServer: null,
      }
    }
    const secret = draw.secret ?? ''
    const commitmentOpens = keccak256(`0x${word(draw.drawId)}${word(secret)}`) === draw.commitment
    const hash = draw.targetBlock === undefined ? undefined : blockHash(draw.targetBlock)
    const seedFromBlock = hash === undefined ? null : keccak256(`0x${word(secret)}${word(hash)}`) === draw.seed
    const winners = drawWinners(draw.seed, eligible, draw.prizes.length).map((address, i) => ({
      address,
      prize: draw.prizes[i]!,
    }))
    const server = served.find((item) => item.drawId === draw.drawId)
    const matchesServer = server
      ? server.winners.length === winners.length &&
        server.winners.every(
          (item, i) => item.address.toLowerCase() === winners[i]!.address && item.prize === winners[i]!.prize,
        )
      : null
    return {
      ...base,
      state: 'revealed' as const,
      seed: draw.seed,
      commitmentOpens,
      seedFromBlock,
      winners,
      matchesServer,
    }
  })
}

/**
 * Whether draw `index` (in commit order) shares players with another: FomoPrizePool chains the windows, each close after
 * the last one committed, so a close at or before an earlier draw's (parallel draws, or a redraw over a window already
 * drawn) means two draws over the same players.
 */
function overlaps(draws: readonly ChainPrizeDraw[], index: number): boolean {
  const close = draws[index]!.closeTime
  return draws.some((other, i) => (i < index ? other.closeTime >= close : i > index && other.closeTime <= close))
}
