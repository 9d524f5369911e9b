import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DaoVoucherBook } from '../../../src/domain/leaderboard/DaoVoucherBook'
import { daoVouchers } from '../../../src/domain/leaderboard/daoVouchers'
import { directorsAt, directorsOfBook, directorsOfLedger } from '../../../src/domain/leaderboard/directorsAt'
import type { MiningEvent } from '../../../src/domain/mining/MiningEvent'
import { MiningLedger } from '../../../src/domain/mining/MiningLedger'

const DAY = 86_400
const E18 = 10n ** 18n
const START = 1_700_000_000
// the third pool is never added: its events must be ignored
const POOLS = ['0x00000000000000000000000000000000000000a1', '0x00000000000000000000000000000000000000a2', '0xa3']
const ACCOUNTS = Array.from({ length: 5 }, (_, i) => `0x${(0xb0 + i).toString(16).padStart(40, '0')}`)

/**
 * Random event streams, well past what the contract emits (lock ids reused, a lock moved before or long after its
 * unlock, pledges into a shut-down or re-added pool, unlock times before the pledge), so that the book is held to
 * MiningLedger's behaviour everywhere and not only on the chain's usual paths.
 */
const step = fc.record({
  wait: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 * DAY })),
  pool: fc.nat(POOLS.length - 1),
  who: fc.nat(ACCOUNTS.length - 1),
  lockId: fc.bigInt(0n, 4n),
  amount: fc.oneof(fc.bigInt(1n, 20_000n), fc.bigInt(E18, 1_000n * E18)),
  lockDays: fc.constantFrom(0, 0, 1, 7, 30),
  weight: fc.constantFrom(10_000, 12_345, 20_000, 1),
  unlockShift: fc.integer({ min: -DAY, max: 2 * DAY }),
  kind: fc.constantFrom(
    'deposited',
    'deposited',
    'deposited',
    'deposited',
    'withdrawn',
    'lockMatured',
    'lockMatured',
    'poolShutDown',
    'poolAdded',
    'emissionChanged',
    'lockOptionSet',
  ),
})

type Step = typeof step extends fc.Arbitrary<infer S> ? S : never

function chainOf(steps: readonly Step[]) {
  const events: MiningEvent[] = []
  let time = START
  const origin = () => ({ chainId: 128, blockNumber: events.length + 1, logIndex: 0, txHash: '0x01', time })
  for (const lpToken of POOLS.slice(0, 2))
    events.push({ kind: 'poolAdded', ...origin(), lpToken, rewardToken: '0xf1', rewardPerSecond: 10n ** 15n })
  for (const s of steps) {
    time += s.wait
    const [lpToken, account] = [POOLS[s.pool]!, ACCOUNTS[s.who]!]
    switch (s.kind) {
      case 'deposited': {
        const unlockAt = s.lockDays === 0 ? time : time + s.lockDays * DAY + s.unlockShift
        const lockId = s.lockDays === 0 ? 0n : s.lockId
        events.push({
          kind: s.kind,
          ...origin(),
          account,
          lpToken,
          lockId,
          amount: s.amount,
          lockDays: s.lockDays,
          weight: s.weight,
          energyRatio: s.weight,
          unlockAt,
        })
        break
      }
      case 'withdrawn':
        events.push({ kind: s.kind, ...origin(), account, lpToken, amount: s.amount })
        break
      case 'lockMatured':
        events.push({ kind: s.kind, ...origin(), account, lpToken, lockId: s.lockId, amount: s.amount })
        break
      case 'poolShutDown':
        events.push({ kind: s.kind, ...origin(), lpToken })
        break
      case 'poolAdded':
        events.push({ kind: s.kind, ...origin(), lpToken, rewardToken: '0xf1', rewardPerSecond: 10n ** 15n })
        break
      case 'emissionChanged':
        events.push({ kind: s.kind, ...origin(), lpToken, rewardPerSecond: s.amount })
        break
      case 'lockOptionSet':
        events.push({
          kind: s.kind,
          ...origin(),
          lpToken,
          lockDays: s.lockDays,
          weight: s.weight,
          energyRatio: s.weight,
        })
        break
    }
  }
  return { events, end: time }
}

describe('DaoVoucherBook', () => {
  it('gives every account the DAO voucher of a MiningLedger fed the same events, at any cut-off', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), fc.integer({ min: 1, max: 40 * DAY }), (steps, after) => {
        const { events } = chainOf(steps)
        const cutoff = START + after
        const [ledger, book] = [new MiningLedger(), new DaoVoucherBook()]
        for (const event of events) {
          if (event.time >= cutoff) break
          ledger.apply(event)
          book.apply(event)
        }
        expect(book.now).toBe(ledger.now)
        const rows = directorsOfLedger(ledger, cutoff) // reads the ledger at cutoff - 1
        expect(book.vouchersAt(cutoff - 1)).toEqual(daoVouchers(ledger.at(cutoff - 1)))
        expect(directorsAt(events, cutoff)).toEqual(rows)
        expect(rows.length).toBeLessThanOrEqual(ACCOUNTS.length)
      }),
      { numRuns: 500 },
    )
  })

  it('refuses a cut-off it has passed, as directorsOfLedger does', () => {
    const book = new DaoVoucherBook()
    book.apply({
      kind: 'poolAdded',
      chainId: 1,
      blockNumber: 1,
      logIndex: 0,
      txHash: '0x01',
      time: START,
      lpToken: POOLS[0]!,
      rewardToken: '0xf1',
      rewardPerSecond: 1n,
    })
    expect(() => directorsOfBook(book, START)).toThrow(RangeError)
    expect(directorsOfBook(book, START + 1)).toEqual([])
  })

  it('ranks a lock until its unlock second and drops it from then on', () => {
    const lpToken = POOLS[0]!
    const book = new DaoVoucherBook()
    const origin = { chainId: 1, blockNumber: 1, logIndex: 0, txHash: '0x01', time: START }
    book.apply({ kind: 'poolAdded', ...origin, lpToken, rewardToken: '0xf1', rewardPerSecond: 1n })
    const unlockAt = START + 7 * DAY
    book.apply({
      kind: 'deposited',
      ...origin,
      account: ACCOUNTS[0]!,
      lpToken,
      lockId: 1n,
      amount: 3n * E18,
      lockDays: 7,
      weight: 12_000,
      energyRatio: 12_000,
      unlockAt,
    })
    expect(book.vouchersAt(unlockAt - 1)).toEqual(new Map([[ACCOUNTS[0]!, (36n * E18) / 10n]]))
    expect(book.vouchersAt(unlockAt)).toEqual(new Map())
  })
})
