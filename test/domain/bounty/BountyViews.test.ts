import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type BountySnapshot, BountyViews } from '../../../src/domain/bounty/BountyViews'
import type { GameRound } from '../../../src/domain/bounty/GameRound'
import { pageOf } from '../../../src/domain/bounty/pageOf'
import { ReferralTree } from '../../../src/domain/bounty/ReferralTree'
import { referrerTable } from '../../../src/domain/bounty/referrerTable'
import { roundsByPlayer } from '../../../src/domain/bounty/roundsByPlayer'
import { MiningEventLog } from '../mining/miningEvents'
import {
  ACCOUNTS,
  AURA,
  account,
  bindingList,
  DAY,
  player,
  rounds,
  START,
  TERMS,
  totals,
  USDT,
  writeOnce,
} from './bountyArbitraries'

/** Property runs: far more time than they need alone (under a second), for a machine loaded by a full run. */
const SLOW = { timeout: 30_000 }

const everyone = Array.from({ length: ACCOUNTS }, (_, i) => account(i))
const SEED = `0x${'5e'.repeat(32)}`
const round = (who: number, time: number, gameType: 2 | 5, bet: bigint, token = USDT): GameRound => ({
  chainId: 128,
  txHash: `0x${time.toString(16).padStart(64, '0')}`,
  logIndex: 0,
  blockNumber: time - START,
  time,
  player: player(who),
  gameType,
  token,
  bet,
  round: BigInt(time),
})
const bind = (invitee: number, inviter: number, time: number) => ({
  kind: 'invitationBound' as const,
  invitee: account(invitee),
  inviter: account(inviter),
  time,
})

/** Account 0 invites 1 and 2; 1 invites 3. Friends play on 20 and 21 November; 1 pledges LP from the start. */
function snapshot(now: number): BountySnapshot {
  const mining = new MiningEventLog().poolAdded(START, 100n, AURA).option(START, 0, 10_000)
  mining.deposit(START, account(1), 10n ** 18n, 0, 10_000)
  return {
    terms: TERMS,
    bindings: [bind(1, 0, START), bind(2, 0, START), bind(3, 1, START)],
    rounds: [
      round(1, START + 100, 2, 3n * 10n ** 18n),
      round(2, START + 200, 5, 2n * 10n ** 18n),
      round(3, START + 300, 2, 10n ** 18n),
      round(3, START + 400, 5, 10n ** 18n, AURA),
      round(1, START + DAY, 5, 10n ** 18n), // midnight: the 21st
    ],
    miningEvents: mining.events,
    draws: [
      { drawId: 1n, token: AURA, closeTime: START + DAY / 2, prizes: [7n, 5n], seed: SEED },
      { drawId: 2n, token: AURA, closeTime: START + DAY + 10, prizes: [3n], void: true },
      { drawId: 3n, token: AURA, closeTime: START + 3 * DAY, prizes: [11n, 4n] },
    ],
    now,
    prices: new Map([[USDT, { numerator: 1n, denominator: 10n ** 12n }]]),
    symbols: new Map([[AURA, 'AURA']]),
  }
}

describe('BountyViews', () => {
  const views = new BountyViews(snapshot(START + DAY + 3_600))
  const POOL = TERMS.dailyPool.amount

  it('answers the referrer table and team promotion in the spec’s fields, paged', () => {
    expect(views.spreadReferrerData(account(0), 1, 0)).toEqual({
      list: [
        { address: account(1), games: 1, gameType: 2, bets: 3n * 10n ** 18n, token: USDT, weight: 3n * 10n ** 18n },
        { address: account(1), games: 1, gameType: 5, bets: 10n ** 18n, token: USDT, weight: 15n * 10n ** 17n },
        { address: account(2), games: 1, gameType: 5, bets: 2n * 10n ** 18n, token: USDT, weight: 3n * 10n ** 18n },
      ],
      count: 3,
    })
    expect(views.spreadReferrerData(account(0), 1, 2).count).toBe(1)
    expect(views.spreadReferrerData(account(0), 2, 0)).toEqual({ list: [], count: 3 })
    expect(views.spreadTeamPromotionData(account(0), 1, 2026, 11)).toEqual({
      list: [
        { bets: 10n ** 18n, token: USDT, usdtValue: 10n ** 6n, day: '2026-11-21' },
        { bets: 10n ** 18n, token: AURA, usdtValue: null, day: '2026-11-20' }, // 3 is a diffused friend of 0
        { bets: 6n * 10n ** 18n, token: USDT, usdtValue: 6n * 10n ** 6n, day: '2026-11-20' },
      ],
      count: 3,
    })
    expect(() => views.spreadTeamPromotionData(account(0), 1, 2026, 13)).toThrow(RangeError)
  })

  it('shares the ended day by weight, shows today’s estimate, and totals per game type', () => {
    // the 20th: account 0 weighs 3 (type 2) + 3 (type 5), account 1 weighs 1 (type 2, its friend 3)
    const yesterday = views.dailyReward(account(0), 2)
    expect(yesterday).toEqual({
      weight: 6n * 10n ** 18n,
      inviter: null,
      rewards: [{ tokenName: 'AURA', sum: (POOL * 3n) / 7n + (POOL * 3n) / 7n }],
      day: '2026-11-20',
    })
    expect(views.dailyReward(account(3), 2).inviter).toBe(account(1))
    expect(views.dailyReward(account(0), 1)).toMatchObject({ weight: 15n * 10n ** 17n, day: '2026-11-21' })
    expect(views.dailyReward(account(0), 1).rewards[0]!.sum).toBe(POOL) // alone so far today
    expect(views.dailyReward(account(0), 3).rewards).toEqual(yesterday.rewards)
    expect(views.directGameRewardTotal(account(0))).toEqual([
      { id: 2, gameType: 2, ratioBps: 10_000, token: AURA, sum: (POOL * 3n) / 7n },
      { id: 5, gameType: 5, ratioBps: 15_000, token: AURA, sum: (POOL * 3n) / 7n },
    ])
  })

  it('shows the node, the invite tasks, and the credit a task pays once', () => {
    expect(views.nodeGameTaskState(account(0))).toEqual({
      teamSize: 3,
      directFriends: 2,
      directBets: 6n * 10n ** 18n,
      finish: 3,
      total: 3,
    })
    expect(views.inviteTasks(account(0)).map((task) => [task.id, task.complete, task.missingFriends])).toEqual([
      [1, true, 0],
      [2, false, 1],
    ])
    const ledger = new Map()
    expect(writeOnce(ledger, [views.inviteTaskCredit(account(0), 1)])).toBe(1)
    expect(writeOnce(ledger, [views.inviteTaskCredit(account(0), 1)])).toBe(0)
  })

  it('shows the draws: the prizes on offer, the drawn ones with winners among the players before the close', () => {
    const panel = views.extLpPanel(account(0))
    expect(panel.onOffer).toEqual([{ token: AURA, amount: 15n }])
    expect(panel.notDrawn.map((draw) => draw.drawId)).toEqual([3n])
    const [drawn] = panel.drawn
    expect(drawn!.drawId).toBe(1n)
    expect(new Set(drawn!.winners.map((w) => w.address)).size).toBe(2)
    for (const winner of drawn!.winners) expect([1, 2, 3].map(account)).toContain(winner.address)
    const drawCredits = views.credits().filter((credit) => credit.key.startsWith('bounty:draw:'))
    expect(drawCredits.map((c) => [c.key, c.account, c.amount])).toEqual(
      drawn!.winners.map((w, i) => [`bounty:draw:1:${i}`, w.address, w.prize]),
    )
  })

  // issue 27: a void draw closes its window, as FomoPrizePool chains them, so voiding and drawing anew never gives
  // the same players a second chance
  it('does not draw a void draw’s players again: the next draw opens at its close', () => {
    const base = snapshot(START + 2 * DAY)
    const draws = [
      { drawId: 1n, token: AURA, closeTime: START + DAY / 2, prizes: [1n], void: true },
      { drawId: 2n, token: AURA, closeTime: START + DAY + 10, prizes: [1n, 1n, 1n, 1n], seed: SEED },
    ]
    const [drawn] = new BountyViews({ ...base, draws }).extLpPanel(account(0)).drawn
    expect(drawn!.winners.map((w) => w.address)).toEqual([account(1)]) // only 1 played after the void draw's close
    const closed = draws.map((draw) => ({ ...draw, void: false, seed: SEED }))
    const [, second] = new BountyViews({ ...base, draws: closed }).extLpPanel(account(0)).drawn
    expect(second!.winners.map((w) => w.address)).toEqual([account(1)]) // the same window, drawn or void
  })

  it('shows the LP extension: accrued with its USDT value, the credited part receivable, its pledging friends', () => {
    const panel = views.extLpPanel(account(0))
    // 1 earns the whole emission, 100 wei a second from START; its inviter 0 earns 10% of it
    expect(panel.lpEarned).toEqual([{ token: AURA, amount: BigInt((DAY + 3_600) * 10), usdtValue: null }])
    expect(panel.lpReceivable).toEqual([{ token: AURA, sum: BigInt(DAY * 10) }]) // the 20th
    expect(panel.pledgingFriends).toBe(1)
    expect(views.extLpPanel(account(1)).pledgingFriends).toBe(0)
  })
})

describe('BountyViews over random teams', SLOW, () => {
  it('shows at 23:59:59 as today what it shows at 00:00:00 as yesterday, and credits it then', () => {
    fc.assert(
      fc.property(bindingList(5), rounds, fc.integer({ min: 1, max: 5 }), (bound, played, day) => {
        const midnight = START + day * DAY
        const base = { ...snapshot(midnight), bindings: bound, rounds: played, draws: [], miningEvents: [] }
        const before = new BountyViews({ ...base, now: midnight - 1 })
        const after = new BountyViews({ ...base, now: midnight })
        const ledger = new Map()
        writeOnce(ledger, before.credits())
        writeOnce(ledger, after.credits())
        for (const a of everyone) {
          // (a binding at midnight exactly gives a parent from then on)
          const { day: _today, inviter: _p, ...today } = before.dailyReward(a, 1)
          const { day: _yesterday, inviter: _q, ...yesterday } = after.dailyReward(a, 2)
          expect(yesterday).toEqual(today)
          const credited = totals(ledger.values()).get(`${a}|${AURA}`) ?? 0n
          expect(after.dailyReward(a, 3).rewards[0]!.sum).toBe(credited)
          const byType = after.directGameRewardTotal(a).reduce((sum, row) => sum + row.sum, 0n)
          expect(byType).toBe(credited)
        }
      }),
      { numRuns: 100 },
    )
  })

  it('pages the referrer table without losing or repeating a row', () => {
    fc.assert(
      fc.property(bindingList(5), rounds, (bound, played) => {
        const views = new BountyViews({ ...snapshot(START + 6 * DAY), bindings: bound, rounds: played })
        const tree = new ReferralTree(bound)
        for (const a of everyone) {
          const whole = referrerTable(tree, roundsByPlayer(played), a, 0, TERMS)
          const first = views.spreadReferrerData(a, 1, 0)
          const pages = Math.max(1, Math.ceil(first.count / 10))
          const rows = Array.from({ length: pages }, (_, i) => views.spreadReferrerData(a, i + 1, 0).list).flat()
          expect(rows.map((row) => [row.address, row.gameType, row.token, row.bets])).toEqual(
            whole.map((row) => [row.address, row.gameType, row.token, row.bets]),
          )
        }
      }),
      { numRuns: 50 },
    )
    expect(() => pageOf([], 0)).toThrow(RangeError)
  })
})
