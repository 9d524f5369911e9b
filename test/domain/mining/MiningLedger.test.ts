import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MiningLedger } from '../../../src/domain/mining/MiningLedger'
import type { MiningLedgerView } from '../../../src/domain/mining/MiningLedgerView'
import { exactShares, floorOf } from './exactShares'
import { MiningEventLog } from './miningEvents'

const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'
const C = '0x00000000000000000000000000000000000000cc'
const REWARD = '0x00000000000000000000000000000000000000f1'
const DAY = 86_400

function ledgerOf(log: MiningEventLog, until: number): MiningLedgerView {
  const ledger = new MiningLedger()
  for (const event of log.events) ledger.apply(event)
  return ledger.at(until)
}

const earned = (ledger: MiningLedgerView, account: string) => ledger.earnings(account).get(REWARD) ?? 0n

describe('MiningLedger', () => {
  it('shares each second by weighted stake: a 2x lock earns twice the demand pledge, rounding down', () => {
    const log = new MiningEventLog().poolAdded(0, 100n).option(0, 0, 10_000).option(0, 30, 20_000)
    log.deposit(0, A, 1_000n, 0, 10_000)
    log.deposit(0, B, 1_000n, 30, 20_000)
    const ledger = ledgerOf(log, 10)
    expect([earned(ledger, A), earned(ledger, B)]).toEqual([333n, 666n])
    expect(ledger.pool(log.lpToken)?.emitted).toBe(1_000n)
  })

  it('a lock earns at the demand weight from its unlock time, until it is withdrawn', () => {
    const log = new MiningEventLog().poolAdded(0, 3n).option(0, 0, 10_000).option(0, 1, 20_000)
    log.deposit(0, A, 100n, 0, 10_000)
    log.deposit(0, B, 100n, 1, 20_000)
    // day 1: B has 2/3, A 1/3 of 3 × 86,400; day 2: half each
    const ledger = ledgerOf(log, 2 * DAY)
    expect([earned(ledger, A), earned(ledger, B)]).toEqual([86_400n + 129_600n, 172_800n + 129_600n])
  })

  it('a withdrawal stops the earning, and a second with no stake emits to nobody', () => {
    const log = new MiningEventLog().poolAdded(0, 10n).option(0, 0, 10_000)
    log.deposit(0, A, 5n, 0, 10_000)
    log.withdrawn(100, A, 5n)
    log.deposit(200, B, 5n, 0, 10_000)
    const ledger = ledgerOf(log, 300)
    expect([earned(ledger, A), earned(ledger, B)]).toEqual([1_000n, 1_000n])
    expect(ledger.pool(log.lpToken)?.emitted).toBe(2_000n)
  })

  it('an emission change counts from its block; an option change never alters a lock already made', () => {
    const log = new MiningEventLog().poolAdded(0, 10n).option(0, 0, 10_000).option(0, 7, 30_000)
    log.deposit(0, A, 1n, 7, 30_000)
    log.deposit(0, B, 1n, 0, 10_000)
    log.emission(100, 20n)
    log.option(100, 7, 50_000) // A's lock keeps 3x
    const ledger = ledgerOf(log, 200)
    expect([earned(ledger, A), earned(ledger, B)]).toEqual([750n + 1_500n, 250n + 500n])
  })

  it('a demand-weight change applies to every demand pledge from its block', () => {
    const log = new MiningEventLog().poolAdded(0, 10n).option(0, 0, 10_000).option(0, 7, 10_000)
    log.deposit(0, A, 1n, 0, 10_000)
    log.deposit(0, B, 1n, 7, 10_000)
    log.option(100, 0, 30_000)
    const ledger = ledgerOf(log, 200)
    expect([earned(ledger, A), earned(ledger, B)]).toEqual([500n + 750n, 500n + 250n])
  })

  it('a shutdown ends the emission and matures every lock', () => {
    const log = new MiningEventLog().poolAdded(0, 10n).option(0, 0, 10_000).option(0, 30, 20_000)
    const lock = log.deposit(0, A, 7n, 30, 20_000)
    log.shutDown(50)
    log.matured(60, A, lock, 7n)
    log.withdrawn(60, A, 7n)
    const ledger = ledgerOf(log, 10 * DAY)
    expect(earned(ledger, A)).toBe(499n) // 500 emitted over a stake of 7 × 2: the accumulator's floor keeps a wei
    expect(ledger.positionOf(log.lpToken, A)).toMatchObject({ demand: 0n, demandUnits: 0n, lockStake: 0n })
    expect(ledger.pool(log.lpToken)?.pledged).toBe(0n)
  })

  it('sums one reward token over the pools that pay it', () => {
    const first = new MiningEventLog('0x00000000000000000000000000000000000000a1')
      .poolAdded(0, 10n)
      .option(0, 0, 10_000)
    const second = new MiningEventLog('0x00000000000000000000000000000000000000a2')
      .poolAdded(0, 5n)
      .option(0, 0, 10_000)
    first.deposit(0, A, 1n, 0, 10_000)
    second.deposit(0, A, 1n, 0, 10_000)
    const ledger = new MiningLedger()
    for (const event of [...first.events, ...second.events].sort((x, y) => x.time - y.time)) ledger.apply(event)
    expect(ledger.at(10).earnings(A)).toEqual(new Map([[REWARD, 150n]]))
  })

  it('is read at a time without changing: reading twice, or earlier, gives the same figures; never before an event', () => {
    const log = new MiningEventLog().poolAdded(0, 10n).option(0, 0, 10_000)
    log.deposit(0, A, 3n, 0, 10_000)
    log.deposit(100, B, 1n, 0, 10_000)
    const ledger = new MiningLedger()
    for (const event of log.events.slice(0, -1)) ledger.apply(event)
    // 500 over a stake of 3: a wei stays behind, and reading there does not make it stay behind for good
    expect([earned(ledger.at(50), A), earned(ledger.at(50), A)]).toEqual([499n, 499n])
    expect(earned(ledger.at(99), A)).toBe(990n)
    ledger.apply(log.events.at(-1)!)
    expect(earned(ledger.at(100), A)).toBe(999n) // one step of 1,000 from 0 to 100, as if never read
    expect(() => ledger.at(99)).toThrow(RangeError)
  })

  it('a position read past its unlock time shows the lock matured and earning as demand, and the ledger keeps it locked', () => {
    const log = new MiningEventLog().poolAdded(0, 10n).option(0, 0, 10_000).option(0, 1, 30_000)
    log.deposit(0, A, 1n, 1, 30_000)
    log.deposit(0, B, 1n, 0, 10_000)
    const ledger = new MiningLedger()
    for (const event of log.events) ledger.apply(event)
    // day 1: A holds 3 of 4 stake units; day 2: half each
    const read = ledger.at(2 * DAY)
    expect([earned(read, A), earned(read, B)]).toEqual([648_000n + 432_000n, 216_000n + 432_000n])
    expect(read.positionOf(log.lpToken, A)).toMatchObject({ demandUnits: 1n, lockStake: 0n })
    expect([...read.positionOf(log.lpToken, A)!.locks.values()].map((lock) => lock.matured)).toEqual([true])
    expect(read.pool(log.lpToken)).toMatchObject({ demandUnits: 2n, lockStake: 0n, emitted: 1_728_000n })
    expect(ledger.at(DAY / 2).positionOf(log.lpToken, A)).toMatchObject({ demandUnits: 0n, lockStake: 30_000n })
  })

  it('never pays more than was emitted, and each position is within a wei per step of its exact share', () => {
    fc.assert(
      fc.property(fc.bigInt(1n, 10n ** 20n), fc.array(step, { maxLength: 30 }), (rate, steps) => {
        const { log, time } = contractEvents(rate, steps)
        const until = time + 40 * DAY
        const ledger = ledgerOf(log, until)
        const exact = exactShares(log.events, until)
        let total = 0n
        for (const account of accounts) {
          const paid = earned(ledger, account)
          const share = exact.shares.get(account) ?? { n: 0n, d: 1n }
          total += paid
          // paid ≤ exact share, and short of it by less than one wei per step
          expect(paid * share.d <= share.n).toBe(true)
          expect(floorOf(share) - paid <= BigInt(exact.steps)).toBe(true)
        }
        expect(total <= exact.emitted).toBe(true)
        expect(ledger.pool(log.lpToken)?.emitted).toBe(exact.emitted)
      }),
      { numRuns: 300 },
    )
  })

  it('gives the figures of a ledger fed only the events, whatever reads came between them (issue 26)', () => {
    const read = fc.record({ after: fc.integer({ min: 0, max: 20 * DAY }), who: fc.nat(2) })
    fc.assert(
      fc.property(
        fc.bigInt(1n, 10n ** 20n),
        fc.array(step, { maxLength: 30 }),
        fc.array(fc.array(read, { maxLength: 3 }), { maxLength: 40 }), // the reads after each event
        (rate, steps, readsAfter) => {
          const { log, time } = contractEvents(rate, steps)
          const until = time + 40 * DAY
          // read between its events, at times up to the next one, as the server reads at every indexed head
          const readLedger = new MiningLedger()
          for (const [i, event] of log.events.entries()) {
            readLedger.apply(event)
            const reads = [...(readsAfter[i] ?? [])].sort((x, y) => x.after - y.after) // heads only move forward
            for (const { after, who } of reads) {
              const at = Math.min(event.time + after, log.events[i + 1]?.time ?? until)
              const never = new MiningLedger() // the same events, never read before
              for (const applied of log.events.slice(0, i + 1)) never.apply(applied)
              expect(readLedger.at(at).earnings(accounts[who]!)).toEqual(never.at(at).earnings(accounts[who]!))
              expect(readLedger.at(at).pool(log.lpToken)).toEqual(never.at(at).pool(log.lpToken))
            }
          }
          const quiet = ledgerOf(log, until)
          const afterReads = readLedger.at(until)
          for (const account of accounts) {
            expect(earned(afterReads, account)).toBe(earned(quiet, account))
            expect(afterReads.positionOf(log.lpToken, account)).toEqual(quiet.positionOf(log.lpToken, account))
          }
          expect(afterReads.pool(log.lpToken)).toEqual(quiet.pool(log.lpToken))
        },
      ),
      { numRuns: 300 },
    )
  })
})

const accounts = [A, B, C]
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    who: fc.nat(2),
    amount: fc.bigInt(1n, 10n ** 24n),
    days: fc.constantFrom(0, 0, 1, 7, 30),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), who: fc.nat(2), part: fc.bigInt(1n, 100n) }),
  fc.record({ kind: fc.constant('emission' as const), rate: fc.bigInt(0n, 10n ** 20n) }),
  fc.record({ kind: fc.constant('demandWeight' as const), weight: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('shutDown' as const) }),
)
const step = fc.record({ wait: fc.integer({ min: 0, max: 20 * DAY }), operation })
type Step = { wait: number; operation: typeof operation extends fc.Arbitrary<infer T> ? T : never }

/** The events the mining contract would emit for `steps` (it keeps its own books to emit only valid ones). */
function contractEvents(rate: bigint, steps: readonly Step[]): { log: MiningEventLog; time: number } {
  const weights: Record<number, number> = { 0: 10_000, 1: 11_000, 7: 15_000, 30: 25_000 }
  const log = new MiningEventLog().poolAdded(0, rate)
  for (const [days, weight] of Object.entries(weights)) log.option(0, Number(days), weight)
  // the contract's books, to produce only the events it would emit
  const demand = new Map<string, bigint>()
  const locks = new Map<string, { id: bigint; amount: bigint; unlockAt: number }[]>()
  let shut = false
  let time = 0
  for (const { wait, operation } of steps) {
    time += wait
    const who = 'who' in operation ? accounts[operation.who]! : A
    if (operation.kind === 'deposit' && !shut) {
      const id = log.deposit(time, who, operation.amount, operation.days, weights[operation.days]!)
      if (operation.days === 0) demand.set(who, (demand.get(who) ?? 0n) + operation.amount)
      else
        locks.set(who, [
          ...(locks.get(who) ?? []),
          { id, amount: operation.amount, unlockAt: time + operation.days * DAY },
        ])
    } else if (operation.kind === 'withdraw') {
      for (const lock of (locks.get(who) ?? []).filter((l) => shut || l.unlockAt <= time)) {
        log.matured(time, who, lock.id, lock.amount)
        demand.set(who, (demand.get(who) ?? 0n) + lock.amount)
      }
      locks.set(
        who,
        (locks.get(who) ?? []).filter((l) => !(shut || l.unlockAt <= time)),
      )
      const amount = ((demand.get(who) ?? 0n) * operation.part) / 100n
      if (amount > 0n) {
        log.withdrawn(time, who, amount)
        demand.set(who, demand.get(who)! - amount)
      }
    } else if (operation.kind === 'emission') log.emission(time, operation.rate)
    else if (operation.kind === 'demandWeight') log.option(time, 0, operation.weight)
    else if (operation.kind === 'shutDown' && !shut) {
      log.shutDown(time)
      shut = true
    }
  }
  return { log, time }
}
