import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { MiningEvent } from '../../../src/domain/mining/MiningEvent'
import { recomputeSettlements } from '../../../src/domain/season/recomputeSettlements'
import type { InvitationBound, SeasonEvent } from '../../../src/domain/season/SeasonEvent'
import { EnergyEventLog } from './energyEvents'

const DAY = 86_400
const E18 = 10n ** 18n
const ACCOUNTS = ['0xa0', '0xa1', '0xa2', '0xa3', '0xa4', '0xa5', '0xa6', '0xa7']
const [T1, T2] = ['0xf1', '0xf2']

const operation = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      who: fc.nat(7),
      amount: fc.bigInt(1n, 40n * E18),
      days: fc.constantFrom(0, 0, 7),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('withdraw' as const), who: fc.nat(7), part: fc.bigInt(1n, 100n) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('claim' as const), who: fc.nat(7), tier: fc.constantFrom(1, 2) }),
  },
)
/** Waits of 0 put several pledges, withdrawals, claims and bindings in one block (one time). */
const step = fc.record({ wait: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2 * DAY })), operation })
const scenario = fc.record({
  parents: fc.tuple(...ACCOUNTS.map((_, i) => (i === 0 ? fc.constant(-1) : fc.integer({ min: -1, max: i - 1 })))),
  bindAt: fc.array(fc.integer({ min: 0, max: 12 * DAY }), { minLength: 8, maxLength: 8 }),
  steps: fc.array(step, { minLength: 5, maxLength: 40 }),
  extendBps: fc.integer({ min: 0, max: 5_000 }),
  funds: fc.tuple(fc.bigInt(1n, 10n ** 24n), fc.bigInt(0n, 10n ** 20n)),
  seed: fc.array(fc.nat(1_000), { minLength: 1, maxLength: 30 }),
})

/** Chain events of two seasons (10 and 10 days) over a random invitation forest, and its bindings. */
function eventsOf({ parents, bindAt, steps, extendBps, funds }: Scenario) {
  const log = new EnergyEventLog().pool(0).option(0, 7, 10_000, 25_000)
  log.shares(0, 2_000, 1_000).extend(0, extendBps)
  log.open(0, 1, 10 * DAY, 5n * E18, 50n * E18).fund(0, 1, T1, funds[0], funds[0])
  if (funds[1] > 0n) log.fund(0, 1, T2, funds[1], funds[1])
  log.open(1, 2, 20 * DAY, 5n * E18, 50n * E18).fund(1, 2, T1, funds[0], funds[0])
  const demand = new Map<string, bigint>()
  let time = 2
  for (const { wait, operation: op } of steps) {
    time += wait
    const who = ACCOUNTS[op.who]!
    if (op.kind === 'deposit') {
      log.deposit(time, who, op.amount, op.days, op.days === 0 ? 10_000 : 25_000)
      if (op.days === 0) demand.set(who, (demand.get(who) ?? 0n) + op.amount)
    } else if (op.kind === 'withdraw') {
      const amount = ((demand.get(who) ?? 0n) * op.part) / 100n
      if (amount > 0n) {
        log.withdrawn(time, who, amount)
        demand.set(who, demand.get(who)! - amount)
      }
    } else log.claim(time, who, 1, op.tier as 1 | 2)
  }
  const bindings: InvitationBound[] = parents
    .flatMap((parent, i) =>
      parent < 0
        ? []
        : [{ kind: 'invitationBound' as const, invitee: ACCOUNTS[i]!, inviter: ACCOUNTS[parent]!, time: bindAt[i]! }],
    )
    .sort((a, b) => a.time - b.time)
  return { chain: log.events as (MiningEvent | SeasonEvent)[], bindings }
}

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never

const SHUFFLED = new Set(['deposited', 'withdrawn', 'lockMatured', 'titleClaimed', 'invitationBound'])

/** Permutes each run of same-time events that may share a block, by the seeded `keys`. */
function shuffleRuns<E extends { kind: string; time: number }>(events: readonly E[], keys: readonly number[]): E[] {
  const out: E[] = []
  for (let i = 0; i < events.length; ) {
    let j = i + 1
    if (SHUFFLED.has(events[i]!.kind))
      while (j < events.length && events[j]!.time === events[i]!.time && SHUFFLED.has(events[j]!.kind)) j++
    const run = events.slice(i, j).map((event, k) => ({ event, key: keys[(i + k) % keys.length]! }))
    out.push(...run.sort((a, b) => a.key - b.key).map(({ event }) => event))
    i = j
  }
  return out
}

describe('recomputeSettlements over random invitation forests', () => {
  it('pays within each fund, splits only among title holders, and ignores the order inside a block', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { chain, bindings } = eventsOf(input)
        const settled = recomputeSettlements(chain, bindings, 21 * DAY)
        expect(settled.map((s) => s.season)).toEqual([1, 2])
        const claimedBefore = new Set(
          chain.flatMap((e) => (e.kind === 'titleClaimed' && e.time < 20 * DAY ? [`${e.account}:${e.tier}`] : [])),
        )
        for (const settlement of settled) {
          for (const [token, { fund, paid }] of settlement.funds) {
            const credited = settlement.credits.filter((c) => c.token === token).reduce((sum, c) => sum + c.amount, 0n)
            expect(credited).toBe(paid)
            expect(paid).toBeLessThanOrEqual(fund)
          }
          for (const credit of settlement.credits) {
            // the split pays only accounts at the adventurer's ask (they earn tier 1); the extend reward only holders
            if (credit.key.endsWith(':fund')) expect(settlement.titles.get(credit.account)).toContain(1)
            else expect(claimedBefore.has(`${credit.account}:${credit.key.at(-1)}`)).toBe(true)
          }
          if (settlement.season === 1) expect(settlement.credits.some((c) => c.key.includes('extend'))).toBe(false)
        }
        const reordered = recomputeSettlements(
          shuffleRuns(chain, input.seed),
          shuffleRuns(bindings, input.seed),
          21 * DAY,
        )
        expect(reordered).toEqual(settled)
      }),
      { numRuns: 150 },
    )
  })
})
