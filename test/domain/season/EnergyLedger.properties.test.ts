import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ENERGY_DENOMINATOR, EnergyLedger } from '../../../src/domain/season/EnergyLedger'
import type { EnergyEvent } from '../../../src/domain/season/SeasonEvent'
import { settleSeason } from '../../../src/domain/season/settleSeason'
import { EnergyEventLog } from './energyEvents'
import { exactEnergy } from './exactEnergy'

const DAY = 86_400
const ACCOUNTS = ['0xa0', '0xa1', '0xa2', '0xa3', '0xa4', '0xa5']
const TOKEN = '0xf1'
const RATIOS: Record<number, number> = { 1: 15_000, 7: 25_000 }

/** Mostly whole LP amounts, sometimes a few wei, where rounding shows. */
const amount = fc.oneof(
  { weight: 1, arbitrary: fc.bigInt(1n, 10n ** 6n) },
  { weight: 3, arbitrary: fc.bigInt(10n ** 15n, 10n ** 24n) },
)
const openSeason = fc.record({
  kind: fc.constant('open' as const),
  days: fc.integer({ min: 1, max: 10 }),
  ask: fc.bigInt(1n, 10n ** 24n),
  fund: fc.bigInt(1n, 10n ** 24n),
})
const operation = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      who: fc.nat(5),
      amount,
      days: fc.constantFrom(0, 0, 1, 7),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('withdraw' as const), who: fc.nat(5), part: fc.bigInt(1n, 100n) }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('bind' as const), who: fc.integer({ min: 1, max: 5 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('demandRatio' as const), ratio: fc.integer({ min: 0, max: 30_000 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('shares' as const),
      direct: fc.integer({ min: 0, max: 10_000 }),
      diffused: fc.integer({ min: 0, max: 10_000 }),
    }),
  },
  { weight: 2, arbitrary: openSeason },
)
const wait = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 3 * DAY }) },
)
const step = fc.record({ wait, operation })
/** Each account's inviter index (below its own, so bindings form a forest) or -1. */
const forest = fc.tuple(
  ...ACCOUNTS.map((_, i) =>
    i === 0
      ? fc.constant(-1)
      : fc.oneof({ weight: 1, arbitrary: fc.constant(-1) }, { weight: 4, arbitrary: fc.nat(i - 1) }),
  ),
)
/** Step `openAt` opens season 1 instead of its own operation, and step `shutAt` (if any) shuts the pool down. */
const scenario = fc.record({
  parents: forest,
  steps: fc.array(step, { minLength: 5, maxLength: 50, size: 'medium' }),
  openAt: fc.nat(8),
  firstSeason: openSeason,
  shutAt: fc.option(fc.integer({ min: 3, max: 40 }), { freq: 2 }),
})

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never

/** The events a run of the contracts and the server would produce for `steps`; returns them and the last time. */
function eventsOf({ parents, steps, openAt, firstSeason, shutAt }: Scenario) {
  const log = new EnergyEventLog().pool(0).option(0, 1, 10_000, RATIOS[1]!).option(0, 7, 10_000, RATIOS[7]!)
  log.shares(0, 1_000, 500)
  const demand = new Map<string, bigint>()
  const locks = new Map<string, { id: bigint; amount: bigint; unlockAt: number }[]>()
  const bound = new Set<number>()
  let [time, shut, demandRatio, seasons, lastEnd] = [0, false, 10_000, 0, 0]
  for (const [index, { wait, operation: drawn }] of steps.entries()) {
    time += wait
    const operation: typeof drawn | { kind: 'shutDown' } =
      index === shutAt ? { kind: 'shutDown' } : index === openAt && seasons === 0 ? firstSeason : drawn
    const who = ACCOUNTS['who' in operation ? operation.who : 0]!
    if (operation.kind === 'deposit' && !shut && (operation.days > 0 || demandRatio > 0)) {
      const ratio = operation.days === 0 ? demandRatio : RATIOS[operation.days]!
      const id = log.deposit(time, who, operation.amount, operation.days, ratio)
      if (operation.days === 0) demand.set(who, (demand.get(who) ?? 0n) + operation.amount)
      else
        locks.set(who, [
          ...(locks.get(who) ?? []),
          { id, amount: operation.amount, unlockAt: time + operation.days * DAY },
        ])
    } else if (operation.kind === 'withdraw') {
      const free = (l: { unlockAt: number }) => shut || l.unlockAt <= time
      for (const lock of (locks.get(who) ?? []).filter(free)) {
        log.matured(time, who, lock.id, lock.amount)
        demand.set(who, (demand.get(who) ?? 0n) + lock.amount)
      }
      locks.set(
        who,
        (locks.get(who) ?? []).filter((l) => !free(l)),
      )
      const amount = ((demand.get(who) ?? 0n) * operation.part) / 100n
      if (amount > 0n) {
        log.withdrawn(time, who, amount)
        demand.set(who, demand.get(who)! - amount)
      }
    } else if (operation.kind === 'bind') {
      // binds one of the accounts still unbound that have an inviter, in any order (a friend before its inviter too)
      const unbound = parents.flatMap((parent, i) => (parent >= 0 && !bound.has(i) ? [i] : []))
      const invitee = unbound[operation.who % Math.max(unbound.length, 1)]
      if (invitee !== undefined) {
        bound.add(invitee)
        log.bind(time, ACCOUNTS[invitee]!, ACCOUNTS[parents[invitee]!]!)
      }
    } else if (operation.kind === 'demandRatio' && !shut && operation.ratio > 0) {
      demandRatio = operation.ratio
      log.option(time, 0, 10_000, demandRatio)
    } else if (operation.kind === 'shares') log.shares(time, operation.direct, operation.diffused)
    else if (operation.kind === 'open') {
      lastEnd = Math.max(time, lastEnd) + operation.days * DAY
      log.open(time, ++seasons, lastEnd, operation.ask, operation.ask * 2n)
      log.fund(time, seasons, TOKEN, operation.fund, operation.fund)
    } else if (operation.kind === 'shutDown' && !shut) {
      log.shutDown(time)
      shut = true
    }
  }
  return { events: log.events, until: Math.max(time, lastEnd) + DAY }
}

function ledgerOf(events: readonly EnergyEvent[], until: number): EnergyLedger {
  const ledger = new EnergyLedger()
  for (const event of events) ledger.apply(event)
  ledger.advanceTo(until)
  return ledger
}

/** Every season's energies and fund splits, to compare two ledgers. */
function figures(ledger: EnergyLedger) {
  const out = []
  for (let season = 1; season <= ledger.currentSeason; season++) {
    const energies = ledger.energies(season)
    const info = ledger.season(season)
    const split = info && settleSeason(energies, info.funds, info.nft1Ask)
    out.push({ energies, parts: ACCOUNTS.map((a) => ledger.energyOf(a, season)), split })
  }
  return out
}

const SHUFFLED = new Set(['deposited', 'withdrawn', 'lockMatured', 'invitationBound'])

/** Permutes each run of same-time pledges, withdrawals and bindings by `keys` (a seeded order). */
function shuffleBlocks(events: readonly EnergyEvent[], keys: readonly number[]): EnergyEvent[] {
  const out: EnergyEvent[] = []
  for (let i = 0; i < events.length; ) {
    let j = i + 1
    if (SHUFFLED.has(events[i]!.kind))
      while (j < events.length && events[j]!.time === events[i]!.time && SHUFFLED.has(events[j]!.kind)) j++
    const run = events.slice(i, j).map((event, k) => ({ event, key: keys[(i + k) % keys.length] ?? 0 }))
    out.push(...run.sort((a, b) => a.key - b.key).map(({ event }) => event))
    i = j
  }
  return out
}

describe('EnergyLedger properties', () => {
  it('each figure is the floor of the exact energy, the log sums to it, and the split stays within the fund', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { events, until } = eventsOf(input)
        const ledger = ledgerOf(events, until)
        const exact = exactEnergy(events, until)
        expect(ledger.currentSeason).toBe(exact.seasonAt(until))
        for (let season = 1; season <= ledger.currentSeason; season++) {
          const shares = exact.sharesOf(season)
          const logs = new Map(ACCOUNTS.map((a) => [a, ledger.energyLog(a).filter((e) => e.season === season)]))
          for (const account of ACCOUNTS) {
            const [own, direct, diffused] = exact.sums.get(season)?.get(account) ?? [0n, 0n, 0n]
            const scale = BigInt(10_000) * ENERGY_DENOMINATOR
            const expected = {
              own: own / ENERGY_DENOMINATOR,
              direct: (direct * BigInt(shares.directBps)) / scale,
              diffused: (diffused * BigInt(shares.diffusedBps)) / scale,
            }
            const got = ledger.energyOf(account, season)
            expect(got).toEqual({ ...expected, total: expected.own + expected.direct + expected.diffused })
            const logged = (type: string) =>
              logs.get(account)!.reduce((sum, e) => (e.type === type ? sum + e.amount : sum), 0n)
            expect([logged('pledge'), logged('direct'), logged('diffused')]).toEqual([
              got.own,
              got.direct,
              got.diffused,
            ])
          }
          const info = ledger.season(season)
          if (!info) continue
          const energies = ledger.energies(season)
          const split = settleSeason(energies, info.funds, info.nft1Ask)
          for (const [token, fund] of info.funds) {
            const paid = split.payouts.get(token)!
            expect([...paid.values()].reduce((a, b) => a + b, 0n) <= fund).toBe(true)
            for (const account of paid.keys()) expect(energies.get(account)! >= info.nft1Ask).toBe(true)
          }
        }
      }),
      { numRuns: 200 },
    )
  })

  it('the figures do not depend on the order of the pledges, withdrawals and bindings within a block', () => {
    fc.assert(
      fc.property(scenario, fc.array(fc.nat(), { minLength: 1, maxLength: 64 }), (input, keys) => {
        const { events, until } = eventsOf(input)
        expect(figures(ledgerOf(shuffleBlocks(events, keys), until))).toEqual(figures(ledgerOf(events, until)))
      }),
      { numRuns: 500 },
    )
  })

  it('a withdrawn and redeposited pledge never earns more than the continuous one, nor do its inviters', () => {
    const times = fc.array(fc.integer({ min: 0, max: 20 * DAY }), { minLength: 5, maxLength: 5 })
    fc.assert(
      fc.property(times, fc.bigInt(1n, 10n ** 24n), fc.integer({ min: 1, max: 30_000 }), (raw, amount, ratio) => {
        const [t0, ta, tb, end1, end2] = [...raw].sort((a, b) => a - b) as [number, number, number, number, number]
        const [a, b, c] = ACCOUNTS as [string, string, string]
        const build = (gap: boolean) => {
          const log = new EnergyEventLog()
            .pool(0, ratio)
            .shares(0, 3_000, 2_000)
            .open(0, 1, end1 + 1)
          log
            .bind(0, a, b)
            .bind(0, b, c)
            .open(end1, 2, end2 + 2)
          log.deposit(t0, a, amount, 0, ratio)
          if (gap) {
            log.withdrawn(ta, a, amount)
            log.deposit(tb, a, amount, 0, ratio)
          }
          return ledgerOf(
            [...log.events].sort((x, y) => x.time - y.time),
            end2 + 3,
          )
        }
        const [continuous, interrupted] = [build(false), build(true)]
        for (const season of [1, 2, 3])
          for (const account of [a, b, c])
            expect(interrupted.energyOf(account, season).total <= continuous.energyOf(account, season).total).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})
