import { describe, expect, it } from 'vitest'
import type { BountyStatus } from '../../../src/domain/bounty/BountyService'
import { type BountySnapshot, BountyViews } from '../../../src/domain/bounty/BountyViews'
import { FinalBountyViews } from '../../../src/domain/bounty/FinalBountyViews'
import type { GameRound } from '../../../src/domain/bounty/GameRound'
import { receivable } from '../../../src/domain/bounty/receivable'
import { MiningEventLog } from '../mining/miningEvents'
import { AURA, account, DAY, player, START, TERMS, USDT } from './bountyArbitraries'

const SEED = `0x${'5e'.repeat(32)}`
const E18 = 10n ** 18n

const round = (who: number, time: number, bet: bigint): GameRound => ({
  chainId: 128,
  txHash: `0x${time.toString(16).padStart(64, '0')}`,
  logIndex: 0,
  blockNumber: time - START,
  time,
  player: player(who),
  gameType: 2,
  token: USDT,
  bet,
  round: BigInt(time),
})

/**
 * The chain as a head at `now` sees it: account 0 invites 1 (who pledges LP from the start) and 2; 1 plays at +100 and
 * 2 at +300 on 20 November; draw 1 (closed at +200) is revealed at +500.
 */
function chainAt(now: number): BountyViews {
  const mining = new MiningEventLog().poolAdded(START, 1_000n, AURA).option(START, 0, 10_000)
  mining.deposit(START, account(1), E18, 0, 10_000)
  const snapshot: BountySnapshot = {
    terms: TERMS,
    bindings: [
      { kind: 'invitationBound', invitee: account(1), inviter: account(0), time: START },
      { kind: 'invitationBound', invitee: account(2), inviter: account(0), time: START },
    ],
    rounds: [round(1, START + 100, 3n * E18), round(2, START + 300, 2n * E18)].filter((r) => r.time <= now),
    miningEvents: mining.events.filter((event) => event.time <= now),
    draws: [
      { drawId: 1n, token: AURA, closeTime: START + 200, prizes: [7n], ...(now >= START + 500 && { seed: SEED }) },
    ],
    now,
    prices: new Map(),
    symbols: new Map([[AURA, 'AURA']]),
  }
  return new BountyViews(snapshot)
}

/** The views at the indexed head (`shown`) with the final head `depth` seconds behind it. */
const at = (shown: number, final: number) => new FinalBountyViews(chainAt(shown), chainAt(final))

describe('FinalBountyViews (issue 26: a figure not final yet is pending, never receivable)', () => {
  const inviter = account(0)

  it('a day ended at the indexed head but not at the final one: every credit of it pending, nothing receivable', () => {
    const views = at(START + DAY + 60, START + DAY - 60)
    const shown = chainAt(START + DAY + 60)
    const credited = shown.extLpPanel(inviter).lpReceivable
    expect(credited.length).toBe(1) // the LP extension of 20 November, credited at its midnight
    const panel = views.extLpPanel(inviter)
    expect(panel.lpReceivable).toEqual([])
    expect(panel.lpPending).toEqual(credited)

    const [yesterday] = views.dailyReward(inviter, 2).rewards
    const [shownYesterday] = shown.dailyReward(inviter, 2).rewards
    expect(shownYesterday!.sum).toBeGreaterThan(0n)
    expect(yesterday).toMatchObject({ sum: 0n, pending: shownYesterday!.sum })
    expect(views.dailyReward(inviter, 3).rewards[0]).toMatchObject({ sum: 0n, pending: shownYesterday!.sum })
    expect(views.dailyReward(inviter, 1).rewards[0]!.pending).toBe(0n) // today so far: an estimate, credited by nobody

    const [direct] = views.directGameRewardTotal(inviter)
    expect(direct).toMatchObject({ sum: 0n, pending: shown.directGameRewardTotal(inviter)[0]!.sum })
  })

  it('once the final head passes the midnight, the same figures are receivable and nothing is pending', () => {
    const views = at(START + DAY + 600, START + DAY + 60)
    const shown = chainAt(START + DAY + 600)
    expect(views.extLpPanel(inviter).lpReceivable).toEqual(shown.extLpPanel(inviter).lpReceivable)
    expect(views.extLpPanel(inviter).lpPending).toEqual([])
    expect(views.dailyReward(inviter, 2).rewards[0]).toEqual({
      ...shown.dailyReward(inviter, 2).rewards[0],
      pending: 0n,
    })
    expect(views.directGameRewardTotal(inviter)).toEqual(
      shown.directGameRewardTotal(inviter).map((row) => ({ ...row, pending: 0n })),
    )
  })

  it('an invite task complete only above the final head is pending and cannot be received yet', () => {
    const [task] = at(START + 200, START + 50).inviteTasks(inviter)
    expect(task).toMatchObject({ id: 1, complete: false, pending: true, missingFriends: 0 })
    const [final] = at(START + 200, START + 150).inviteTasks(inviter)
    expect(final).toMatchObject({ id: 1, complete: true, pending: false })
  })

  it('a draw revealed above the final head is pending: its prizes are not receivable', () => {
    const views = at(START + 600, START + 400)
    const [draw] = views.extLpPanel(inviter).drawn
    expect(draw).toMatchObject({ drawId: 1n, pending: true })
    const winner = draw!.winners[0]!.address
    const status = (panel: ReturnType<FinalBountyViews['extLpPanel']>) =>
      ({ panel, directTotals: [], tasks: [], unpaid: new Map([[AURA, 100n]]) }) as unknown as BountyStatus
    expect(receivable(status(views.extLpPanel(inviter)), winner, 'top')).toBe(0n)
    expect(receivable(status(at(START + 600, START + 500).extLpPanel(inviter)), winner, 'top')).toBe(7n)
  })
})
