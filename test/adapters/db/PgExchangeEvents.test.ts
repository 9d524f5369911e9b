import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import { PgExchangeEvents } from '../../../src/adapters/db/PgExchangeEvents'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import type { ExchangeEvent } from '../../../src/domain/exchange/ExchangeEvent'
import { testDatabases } from '../../server/support/testDatabases'

const ALICE = '0x00000000000000000000000000000000000000aa'
const BOB = '0x00000000000000000000000000000000000000bb'
const DK = '0x00000000000000000000000000000000000000d1'
const DK2 = '0x00000000000000000000000000000000000000d2'
const CONTRACT = '0x00000000000000000000000000000000000000c0'
const block = (number: number) => ({ number, hash: `0xb${number}`, parentHash: `0xb${number - 1}`, timestamp: number })
const origin = (blockNumber: number, logIndex = 0) => ({
  chainId: 128,
  blockNumber,
  logIndex,
  txHash: `0x${blockNumber.toString(16).padStart(64, '0')}`,
  time: blockNumber,
  contract: CONTRACT,
})

/** Every kind, with amounts beyond 2^64 so a lossy column would show. */
const events: ExchangeEvent[] = [
  {
    kind: 'converted',
    ...origin(1),
    account: ALICE,
    recipient: BOB,
    tokenIn: DK,
    amountIn: 2n ** 200n,
    tokenOut: DK2,
    amountOut: 3n,
    fee: 2n ** 70n,
  },
  { kind: 'invested', ...origin(2), account: ALICE, token: DK, amount: 5n, totalInvestment: 2n ** 100n },
  { kind: 'invested', ...origin(3), account: ALICE, token: DK, amount: 6n, totalInvestment: 2n ** 100n + 6n },
  { kind: 'invested', ...origin(3, 1), account: BOB, token: DK, amount: 7n, totalInvestment: 2n ** 100n + 13n },
  { kind: 'releaseWithdrawn', ...origin(4), account: ALICE, number: 0, token: DK2, amount: 9n },
]

describe.each(testDatabases())('exchange events on $name', (database) => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await database.open()
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  it('stores every kind with its range, pages an account newest first, and forgets them on a rollback', async () => {
    const store = new PgChainEventStore(db)
    const stored = new PgExchangeEvents(db)
    const range = {
      chainId: 128,
      pairs: [],
      events: [],
      exchangeEvents: events,
      blocks: [block(1), block(4)],
      checkpoint: { number: 4, hash: '0xb4' },
    }
    await store.commitRange(range)
    await store.commitRange(range) // idempotent
    expect(await stored.ofAccount(128, ALICE, 'converted', { offset: 0, limit: 10 })).toEqual({
      events: events.slice(0, 1),
      total: 1,
    })
    expect(await stored.ofAccount(128, ALICE.toUpperCase().replace('0X', '0x'), 'invested', { toBlock: 4 })).toEqual({
      events: events.slice(1, 3),
      total: 2,
    })
    expect(await stored.ofAccount(128, ALICE, 'invested', { toBlock: 2 })).toEqual({ events: [events[1]], total: 1 })
    expect(await stored.ofAccount(128, ALICE, 'invested', { offset: 0, limit: 1 })).toEqual({
      events: [events[2]],
      total: 2,
    })
    expect(await stored.ofAccount(128, ALICE, 'invested', { offset: 5, limit: 1 })).toEqual({ events: [], total: 2 })
    expect((await stored.ofAccount(128, ALICE, 'releaseWithdrawn', { toBlock: 9 })).events).toEqual([events[4]])
    await store.rollbackTo(128, { number: 2, hash: '0xb2' })
    expect(await stored.ofAccount(128, ALICE, 'invested', { toBlock: 9 })).toEqual({ events: [events[1]], total: 1 })
    expect(await stored.ofAccount(56, ALICE, 'invested', { toBlock: 9 })).toEqual({ events: [], total: 0 })
  })

  it('orders records by block number, not by its text, across a change of digit count', async () => {
    const store = new PgChainEventStore(db)
    const stored = new PgExchangeEvents(db)
    const numbers = [9, 10, 99, 100, 1_000]
    const invested: ExchangeEvent[] = numbers.map((number) => ({
      kind: 'invested',
      ...origin(number),
      chainId: 56,
      account: ALICE,
      token: DK,
      amount: BigInt(number),
      totalInvestment: BigInt(number),
    }))
    await store.commitRange({
      chainId: 56,
      pairs: [],
      events: [],
      exchangeEvents: invested,
      blocks: numbers.map(block),
      checkpoint: { number: 1_000, hash: '0xb1000' },
    })
    expect((await stored.ofAccount(56, ALICE, 'invested', { toBlock: 1_000 })).events).toEqual(invested)
    expect((await stored.ofAccount(56, ALICE, 'invested', { offset: 0, limit: 2 })).events).toEqual(
      [...invested].reverse().slice(0, 2),
    )
  })
})
