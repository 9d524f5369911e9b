import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { betWeight } from '../../../src/domain/bounty/betWeight'
import { dailyPromotionCredits } from '../../../src/domain/bounty/dailyPromotionCredits'
import { directGameRewardTotals } from '../../../src/domain/bounty/directGameRewardTotals'
import { gameNode } from '../../../src/domain/bounty/gameNode'
import { ReferralTree } from '../../../src/domain/bounty/ReferralTree'
import { referrerTable } from '../../../src/domain/bounty/referrerTable'
import { roundsByPlayer } from '../../../src/domain/bounty/roundsByPlayer'
import { teamPromotion } from '../../../src/domain/bounty/teamPromotion'
import { utcDay } from '../../../src/domain/bounty/utcDay'
import {
  ACCOUNTS,
  account,
  bindingList,
  DAY,
  rounds,
  START,
  TERMS,
  time,
  totals,
  USDT,
  writeOnce,
} from './bountyArbitraries'
import { referralModel } from './bountyModel'

/** Property runs: far more time than they need alone (under a second), for a machine loaded by a full run. */
const SLOW = { timeout: 30_000 }

const RUNS = { numRuns: 150 }
/** Enough bindings that most scenarios have teams; the tree still drops self-bindings, rebindings and cycles. */
const bindings = bindingList(5)
const everyone = Array.from({ length: ACCOUNTS }, (_, i) => account(i))
const sum = (values: Iterable<bigint>) => [...values].reduce((a, b) => a + b, 0n)

describe('ReferralTree', SLOW, () => {
  it('binds as the energy ledger does (first wins, no self, no cycle) and counts from the pair’s first binding', () => {
    fc.assert(
      fc.property(bindings, (drawn) => {
        const tree = new ReferralTree(drawn)
        const model = referralModel(drawn)
        for (const a of everyone) {
          expect(tree.inviterOf(a)).toBe(model.inviterOf(a))
          if (model.inviterOf(a)) expect(tree.bindingOf(a)?.since).toBe(model.since(a))
          for (const member of tree.teamOf(a)) {
            const parent = tree.inviterOf(member.address)!
            expect(member.level === 1 ? parent : tree.inviterOf(parent)).toBe(a)
          }
        }
      }),
      RUNS,
    )
  })
})

describe('referrerTable', SLOW, () => {
  it('holds each direct friend’s rounds from its binding on, once, by game type and token, filtered by game type', () => {
    let rows = 0
    fc.assert(
      fc.property(bindings, rounds, (drawn, played) => {
        const tree = new ReferralTree(drawn)
        const byPlayer = roundsByPlayer(played)
        const model = referralModel(drawn)
        for (const a of everyone) {
          const all = referrerTable(tree, byPlayer, a, 0, TERMS)
          rows += all.length
          const counted = played.filter((round) => model.countsFor(round, a, [1]))
          expect(sum(all.map((row) => row.bets))).toBe(sum(counted.map((round) => round.bet)))
          expect(all.reduce((n, row) => n + row.games, 0)).toBe(counted.length)
          for (const row of all) {
            const expected = row.token === USDT ? (row.bets * BigInt(TERMS.weights[row.gameType])) / 10_000n : 0n
            expect(row.weight).toBe(expected)
          }
          const split = [...referrerTable(tree, byPlayer, a, 2, TERMS), ...referrerTable(tree, byPlayer, a, 5, TERMS)]
          const key = (row: (typeof all)[number]) => `${row.address}|${row.gameType}|${row.token}`
          expect(new Map(split.map((row) => [key(row), row]))).toEqual(new Map(all.map((row) => [key(row), row])))
        }
      }),
      RUNS,
    )
    expect(rows).toBeGreaterThan(60) // the scenarios do fill the table (about 240 rows a run)
  })
})

describe('teamPromotion', SLOW, () => {
  it('sums the team’s (direct and diffused) rounds per UTC day and token, valued in USDT where priced', () => {
    const prices = new Map([[USDT, { numerator: 1n, denominator: 1_000_000_000_000n }]]) // USDT of 6 decimals
    fc.assert(
      fc.property(bindings, rounds, (drawn, played) => {
        const tree = new ReferralTree(drawn)
        const byPlayer = roundsByPlayer(played)
        const model = referralModel(drawn)
        for (const a of everyone) {
          const rows = teamPromotion(tree, byPlayer, a, prices)
          const counted = played.filter((round) => model.countsFor(round, a))
          for (const row of rows) {
            const same = counted.filter((r) => utcDay(r.time) === row.day && r.token.toLowerCase() === row.token)
            expect(row.bets).toBe(sum(same.map((r) => r.bet)))
            expect(row.equalU).toBe(row.token === USDT ? row.bets / 1_000_000_000_000n : undefined)
          }
          expect(sum(rows.map((row) => row.bets))).toBe(sum(counted.map((round) => round.bet)))
          expect(rows.map((row) => row.day)).toEqual([...rows.map((row) => row.day)].sort().reverse())
          expect(teamPromotion(tree, byPlayer, a, prices, { year: 2026, month: 11 })).toEqual(rows)
          expect(teamPromotion(tree, byPlayer, a, prices, { year: 2026, month: 10 })).toEqual([])
        }
      }),
      RUNS,
    )
  })
})

/** The daily credits as the rule states them, computed the slow way: day by day, inviter by inviter. */
function modelDailyCredits(
  drawn: Parameters<typeof referralModel>[0],
  played: Parameters<typeof dailyPromotionCredits>[1],
  now: number,
) {
  const model = referralModel(drawn)
  const result = new Map<string, bigint>() // `${day}|${gameType}|${account}` → amount
  for (let start = START; start + DAY <= now; start += DAY) {
    const day = utcDay(start)
    const weights = new Map<string, bigint>()
    for (const a of everyone)
      for (const gameType of [2, 5] as const) {
        const weight = sum(
          played
            .filter(
              (r) => r.time >= start && r.time < start + DAY && r.gameType === gameType && model.countsFor(r, a, [1]),
            )
            .map((r) => betWeight(r.bet, gameType, r.token, TERMS)),
        )
        if (weight > 0n) weights.set(`${day}|${gameType}|${a}`, weight)
      }
    const total = sum(weights.values())
    for (const [key, weight] of weights) {
      const amount = (TERMS.dailyPool.amount * weight) / total
      if (amount > 0n) result.set(key, amount)
    }
  }
  return result
}

describe('dailyPromotionCredits', SLOW, () => {
  it('shares each ended day’s pool by the inviters’ weight, never above the pool', () => {
    let paid = 0
    fc.assert(
      fc.property(bindings, rounds, fc.integer({ min: START, max: START + 6 * DAY }), (drawn, played, now) => {
        const credits = dailyPromotionCredits(new ReferralTree(drawn), played, TERMS, now)
        paid += credits.length
        const got = new Map(
          credits.map((c) => [`${c.key.split(':')[2]}|${c.key.split(':')[3]}|${c.account}`, c.amount] as const),
        )
        expect(got).toEqual(modelDailyCredits(drawn, played, now))
        const perDay = new Map<string, bigint>()
        for (const c of credits) {
          expect(c.token).toBe(TERMS.dailyPool.token)
          const day = c.key.split(':')[2]!
          perDay.set(day, (perDay.get(day) ?? 0n) + c.amount)
        }
        for (const [day, paid] of perDay) {
          expect(paid).toBeLessThanOrEqual(TERMS.dailyPool.amount)
          expect(Date.parse(`${day}T00:00:00Z`) / 1000 + DAY).toBeLessThanOrEqual(now)
        }
      }),
      RUNS,
    )
    expect(paid).toBeGreaterThan(15) // the scenarios do pay (about 70 credits a run)
  })

  it('counts each day once for a claim straddling midnight: the later claim adds only the day just ended', () => {
    fc.assert(
      fc.property(
        bindings,
        rounds,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 3600 }),
        fc.integer({ min: 0, max: 3600 }),
        (drawn, played, day, before, after) => {
          const tree = new ReferralTree(drawn)
          const midnight = START + day * DAY
          const first = dailyPromotionCredits(tree, played, TERMS, midnight - before)
          const second = dailyPromotionCredits(tree, played, TERMS, midnight + after)
          const ledger = new Map()
          writeOnce(ledger, first)
          writeOnce(ledger, second)
          writeOnce(ledger, first) // a retried earlier claim
          expect(totals(ledger.values())).toEqual(totals(second))
          const ended = utcDay(midnight - 1)
          for (const credit of first) expect(second).toContainEqual(credit)
          for (const credit of second) if (!credit.key.includes(ended)) expect(first).toContainEqual(credit)
        },
      ),
      RUNS,
    )
  })

  it('does not depend on the order the rounds are given in', () => {
    fc.assert(
      fc.property(bindings, rounds, fc.nat(), (drawn, played, salt) => {
        const tree = new ReferralTree(drawn)
        const shuffled = [...played].sort(
          (a, b) => ((a.blockNumber * 7919 + salt) % 101) - ((b.blockNumber * 7919 + salt) % 101),
        )
        const now = START + 6 * DAY
        expect(dailyPromotionCredits(tree, shuffled, TERMS, now)).toEqual(
          dailyPromotionCredits(tree, played, TERMS, now),
        )
      }),
      RUNS,
    )
  })
})

describe('directGameRewardTotals', SLOW, () => {
  it('adds up each account’s daily credits per game type', () => {
    fc.assert(
      fc.property(bindings, rounds, (drawn, played) => {
        const credits = dailyPromotionCredits(new ReferralTree(drawn), played, TERMS, START + 6 * DAY)
        for (const a of everyone) {
          const own = credits.filter((c) => c.account === a)
          const rows = directGameRewardTotals(own, TERMS)
          expect(rows.map((row) => row.gameType)).toEqual([2, 5])
          for (const row of rows) {
            expect(row.ratioBps).toBe(TERMS.weights[row.gameType])
            expect(row.sum).toBe(sum(own.filter((c) => c.key.endsWith(`:${row.gameType}`)).map((c) => c.amount)))
          }
        }
      }),
      RUNS,
    )
  })
})

describe('gameNode', SLOW, () => {
  it('counts the team that played, and only grows with time: a node once reached stays one', () => {
    fc.assert(
      fc.property(bindings, rounds, time, (drawn, played, cut) => {
        const tree = new ReferralTree(drawn)
        const model = referralModel(drawn)
        const earlier = roundsByPlayer(played.filter((round) => round.time < cut))
        const later = roundsByPlayer(played)
        for (const a of everyone) {
          const before = gameNode(tree, earlier, a, TERMS)
          const now = gameNode(tree, later, a, TERMS)
          for (const key of ['nodeTeam', 'nodeDirectPeople', 'nodeDirectBet', 'finish'] as const)
            expect(now[key] >= before[key]).toBe(true)
          if (before.reached) expect(now.reached).toBe(true)
          const direct = played.filter((r) => model.countsFor(r, a, [1]))
          expect(now.nodeDirectBet).toBe(sum(direct.filter((r) => r.token === USDT).map((r) => r.bet)))
          expect(now.nodeDirectPeople).toBe(new Set(direct.map((r) => r.player.toLowerCase())).size)
          expect(now.nodeTeam).toBe(
            new Set(played.filter((r) => model.countsFor(r, a)).map((r) => r.player.toLowerCase())).size,
          )
          expect(now.total).toBe(3)
          expect(now.reached).toBe(now.finish === 3)
        }
      }),
      RUNS,
    )
  })
})
