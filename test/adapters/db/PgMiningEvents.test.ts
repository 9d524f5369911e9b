import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import { PgChainHeads } from '../../../src/adapters/db/PgChainHeads'
import { PgMiningEvents } from '../../../src/adapters/db/PgMiningEvents'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import type { MiningEvent } from '../../../src/domain/mining/MiningEvent'
import { MiningEventLog } from '../../domain/mining/miningEvents'
import { testDatabases } from '../../server/support/testDatabases'

const A = '0x00000000000000000000000000000000000000aa'
const block = (number: number) => ({
  number,
  hash: `0xb${number}`,
  parentHash: `0xb${number - 1}`,
  timestamp: number * 10,
})

/** Every kind of mining event, one per block from block 1. */
function everyKind(): MiningEvent[] {
  const log = new MiningEventLog()
    .poolAdded(10, 10n ** 30n)
    .option(20, 0, 10_000, 12_000)
    .emission(30, 5n)
  const lockId = log.deposit(40, A, 2n ** 200n, 30, 20_000)
  log.deposit(50, A, 7n, 0, 10_000)
  log
    .matured(60, A, lockId, 2n ** 200n)
    .withdrawn(70, A, 3n)
    .shutDown(80)
  return log.events
}

describe.each(testDatabases())('mining events on $name', (database) => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await database.open()
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  it('stores every kind with its range, reads them back exactly in chain order, and forgets them on a rollback', async () => {
    const store = new PgChainEventStore(db)
    const events = new PgMiningEvents(db)
    const heads = new PgChainHeads(db)
    const all = everyKind()
    const range = {
      chainId: 128,
      pairs: [],
      events: [],
      miningEvents: all,
      blocks: [block(1), block(8)],
      checkpoint: { number: 8, hash: '0xb8' },
    }
    await store.commitRange(range)
    await store.commitRange(range) // idempotent
    expect(await heads.head(128)).toEqual({ number: 8, hash: '0xb8', timestamp: 80 })
    expect(await events.eventsAfter(128, undefined, 8, 100)).toEqual(all)
    expect(await events.eventsAfter(128, { blockNumber: 3, logIndex: 0 }, 6, 2)).toEqual(all.slice(3, 5))
    expect(await heads.isCanonical(128, 8, '0xb8')).toBe(true)
    await store.rollbackTo(128, { number: 1, hash: '0xb1' })
    expect(await events.eventsAfter(128, undefined, 8, 100)).toEqual(all.slice(0, 1))
    expect(await heads.isCanonical(128, 8, '0xb8')).toBe(false)
    expect(await heads.head(56)).toBeUndefined()
  })

  it('reads in numeric block order across a change of digit count, a page at a time', async () => {
    const store = new PgChainEventStore(db)
    const events = new PgMiningEvents(db)
    const numbers = [9, 10, 99, 100, 999, 1_000, 1_001, 10_000]
    const all = everyKind().map((event, i) => ({ ...event, chainId: 56, blockNumber: numbers[i]! }))
    const blocks = numbers.map(block)
    await store.commitRange({
      chainId: 56,
      pairs: [],
      events: [],
      miningEvents: all,
      blocks,
      checkpoint: { number: 10_000, hash: '0xb10000' },
    })
    expect(await events.eventsAfter(56, undefined, 10_000, 100)).toEqual(all)
    const paged: MiningEvent[] = []
    for (let page = await events.eventsAfter(56, undefined, 10_000, 1); page.length > 0; ) {
      paged.push(...page)
      page = await events.eventsAfter(56, page[0], 10_000, 1)
    }
    expect(paged).toEqual(all)
  })
})
