import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { daoVouchers } from '../../../src/domain/leaderboard/daoVouchers'
import { dayCutoff } from '../../../src/domain/leaderboard/dayCutoff'
import { directorsAt, directorsOfLedger } from '../../../src/domain/leaderboard/directorsAt'
import { rankDirectors } from '../../../src/domain/leaderboard/rankDirectors'
import type { MiningEvent } from '../../../src/domain/mining/MiningEvent'
import { MiningLedger } from '../../../src/domain/mining/MiningLedger'

const DAY = 86_400
const E18 = 10n ** 18n
const POOLS = ['0x00000000000000000000000000000000000000a1', '0x00000000000000000000000000000000000000a2']
const ACCOUNTS = Array.from({ length: 6 }, (_, i) => `0x${(0xb0 + i).toString(16).padStart(40, '0')}`)
const WEIGHTS: Record<number, number> = { 0: 10_000, 1: 11_000, 7: 12_500, 30: 20_000 }

/** Mining events in chain order, block numbers increasing, for the leaderboard. */
class Chain {
  readonly events: MiningEvent[] = []
  private block = 1
  private readonly lockIds = new Map<string, bigint>()

  origin(time: number) {
    const blockNumber = this.block++
    return { chainId: 128, blockNumber, logIndex: 0, txHash: `0x${blockNumber.toString(16)}`, time }
  }

  pools(time: number) {
    for (const lpToken of POOLS) {
      this.events.push({ kind: 'poolAdded', ...this.origin(time), lpToken, rewardToken: '0xf1', rewardPerSecond: 1n })
      for (const [days, weight] of Object.entries(WEIGHTS))
        this.events.push({
          kind: 'lockOptionSet',
          ...this.origin(time),
          lpToken,
          lockDays: Number(days),
          weight,
          energyRatio: weight,
        })
    }
    return this
  }

  deposit(time: number, account: string, lpToken: string, amount: bigint, lockDays: number) {
    const key = `${account}:${lpToken}`
    const lockId = lockDays === 0 ? 0n : (this.lockIds.get(key) ?? 0n) + 1n
    if (lockDays > 0) this.lockIds.set(key, lockId)
    const weight = WEIGHTS[lockDays]!
    const unlockAt = time + lockDays * DAY
    this.events.push({
      kind: 'deposited',
      ...this.origin(time),
      account,
      lpToken,
      lockId,
      amount,
      lockDays,
      weight,
      energyRatio: weight,
      unlockAt,
    })
    return { lockId, unlockAt }
  }
}

describe('directorsAt', () => {
  const start = dayCutoff('2024-05-30', 'UTC') // 2024-05-31T00:00Z
  const cutoff = dayCutoff('2024-05-31', 'UTC')
  const [a, b, c] = ACCOUNTS as [string, string, string]

  it('counts the locks pledged before the cut-off and unlocking at it or later, weighted, summed over pools', () => {
    const chain = new Chain().pools(start)
    chain.deposit(start + 10, a, POOLS[0]!, 10n * E18, 30) // 10 × 2.0 = 20
    chain.deposit(start + 20, a, POOLS[1]!, 4n * E18, 7) // 4 × 1.25 = 5
    chain.deposit(start + 30, b, POOLS[0]!, 100n * E18, 0) // demand: no voucher
    chain.deposit(cutoff - 1 - DAY, b, POOLS[0]!, 8n * E18, 1) // unlocks at cutoff - 1: matured at the cut-off
    chain.deposit(cutoff - DAY, c, POOLS[1]!, 3n, 1) // unlocks at the cut-off: still locked in its last second
    chain.deposit(cutoff, c, POOLS[0]!, 1_000n * E18, 30) // a block at 24:00 belongs to the next day
    expect(directorsAt(chain.events, cutoff)).toEqual([
      { rank: 1, account: a, status: 'director', voucher: 25n * E18 },
      { rank: 2, account: c, status: 'director', voucher: 3n }, // 3 wei × 1.1 rounds down to 3
    ])
  })

  it('ranks from the cut-off’s last second even when no block falls between the last event and 24:00', () => {
    const chain = new Chain().pools(start)
    chain.deposit(start + 1, a, POOLS[0]!, E18, 1) // unlocks at start + 1 + 1 day, after the cut-off of the 30th
    const dayBefore = dayCutoff('2024-05-30', 'UTC') + DAY
    expect(directorsAt(chain.events, dayBefore)).toEqual([
      { rank: 1, account: a, status: 'director', voucher: (11n * E18) / 10n },
    ])
    expect(directorsAt(chain.events, dayBefore + DAY)).toEqual([]) // matured before the next cut-off, no block needed
  })

  it('drops every lock of a pool shut down before the cut-off', () => {
    const chain = new Chain().pools(start)
    chain.deposit(start + 1, a, POOLS[0]!, E18, 30)
    chain.deposit(start + 1, b, POOLS[1]!, E18, 30)
    chain.events.push({ kind: 'poolShutDown', ...chain.origin(start + 2), lpToken: POOLS[0]! })
    expect(directorsAt(chain.events, cutoff).map((row) => row.account)).toEqual([b])
  })

  it('uses the DAO voucher of lockTotals: daoVouchers of a ledger equals the sum of its positions’ figures', () => {
    const chain = new Chain().pools(start)
    chain.deposit(start + 1, a, POOLS[0]!, 7n, 7) // 7 × 1.25 = 8.75 → 8 in this pool
    chain.deposit(start + 1, a, POOLS[1]!, 7n, 7) // and 8 in the other: 16, not floor(17.5)
    const ledger = new MiningLedger()
    for (const event of chain.events) ledger.apply(event)
    expect(daoVouchers(ledger.at(ledger.now))).toEqual(new Map([[a, 16n]]))
  })

  it('refuses a ledger already past the cut-off, and ignores the events from the cut-off on', () => {
    const chain = new Chain().pools(cutoff + 5)
    const ledger = new MiningLedger()
    for (const event of chain.events) ledger.apply(event)
    expect(() => directorsOfLedger(ledger, cutoff)).toThrow(RangeError)
    expect(directorsAt(chain.events, cutoff)).toEqual([])
  })

  /** The rule recomputed from the events alone: Σ per pool floor(Σ amount × weight / 10,000) over qualifying locks. */
  function expected(events: readonly MiningEvent[], at: number): Map<string, bigint> {
    const shutDown = new Set(events.filter((e) => e.kind === 'poolShutDown' && e.time < at).map((e) => e.lpToken))
    const perPool = new Map<string, bigint>()
    for (const event of events) {
      if (event.kind !== 'deposited' || event.time >= at || event.lockDays === 0) continue
      if (shutDown.has(event.lpToken) || event.unlockAt < at) continue
      const key = `${event.account}|${event.lpToken}`
      perPool.set(key, (perPool.get(key) ?? 0n) + event.amount * BigInt(event.weight))
    }
    const totals = new Map<string, bigint>()
    for (const [key, stake] of perPool) {
      const account = key.split('|')[0]!
      totals.set(account, (totals.get(account) ?? 0n) + stake / 10_000n)
    }
    return totals
  }

  it('equals the rule recomputed from the events, at any cut-off, in any zone', () => {
    const operation = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          kind: fc.constant('deposit' as const),
          who: fc.nat(5),
          pool: fc.nat(1),
          amount: fc.oneof(fc.bigInt(1n, 1_000n), fc.bigInt(E18, 1_000n * E18)),
          days: fc.constantFrom(0, 1, 7, 30),
        }),
      },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), who: fc.nat(5), pool: fc.nat(1) }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('mature' as const), pick: fc.nat(100) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('shutDown' as const), pool: fc.nat(1) }) },
    )
    const step = fc.record({ wait: fc.integer({ min: 0, max: 2 * DAY }), operation })
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 60 }),
        fc.constantFrom('UTC', 'Asia/Shanghai', 'America/New_York', 'America/Santiago'),
        fc.integer({ min: 0, max: 40 }),
        (steps, zone, dayIndex) => {
          const origin = dayCutoff('2024-03-01', zone)
          const chain = new Chain().pools(origin)
          const demand = new Map<string, bigint>()
          const locks: { account: string; lpToken: string; lockId: bigint; amount: bigint; unlockAt: number }[] = []
          const shut = new Set<string>()
          let time = origin
          for (const { wait, operation } of steps) {
            time += wait
            if (operation.kind === 'deposit') {
              const [account, lpToken] = [ACCOUNTS[operation.who]!, POOLS[operation.pool]!]
              if (shut.has(lpToken)) continue // the contract refuses a deposit into a shut-down pool
              const { lockId, unlockAt } = chain.deposit(time, account, lpToken, operation.amount, operation.days)
              if (operation.days === 0)
                demand.set(`${account}|${lpToken}`, (demand.get(`${account}|${lpToken}`) ?? 0n) + operation.amount)
              else locks.push({ account, lpToken, lockId, amount: operation.amount, unlockAt })
            } else if (operation.kind === 'withdraw') {
              const [account, lpToken] = [ACCOUNTS[operation.who]!, POOLS[operation.pool]!]
              const held = demand.get(`${account}|${lpToken}`) ?? 0n
              if (held === 0n) continue
              demand.set(`${account}|${lpToken}`, held / 2n)
              chain.events.push({
                kind: 'withdrawn',
                ...chain.origin(time),
                account,
                lpToken,
                amount: held - held / 2n,
              })
            } else if (operation.kind === 'mature') {
              const ripe = locks.filter((lock) => lock.unlockAt <= time)
              const lock = ripe[operation.pick % Math.max(1, ripe.length)]
              if (!lock) continue
              locks.splice(locks.indexOf(lock), 1)
              const { account, lpToken, lockId, amount } = lock
              chain.events.push({ kind: 'lockMatured', ...chain.origin(time), account, lpToken, lockId, amount })
            } else {
              shut.add(POOLS[operation.pool]!)
              chain.events.push({ kind: 'poolShutDown', ...chain.origin(time), lpToken: POOLS[operation.pool]! })
            }
          }
          const day = new Date((Date.parse('2024-03-01T00:00:00Z') / 1000 + dayIndex * DAY) * 1000)
          const cutoff = dayCutoff(day.toISOString().slice(0, 10), zone)
          expect(directorsAt(chain.events, cutoff)).toEqual(rankDirectors(expected(chain.events, cutoff)))
        },
      ),
      { numRuns: 300 },
    )
  })
})
