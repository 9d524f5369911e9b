import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import type { PairEvent } from '../../../src/domain/market/PairEvent'
import type { IndexedRange } from '../../../src/ports/ChainEventStore'
import { testDatabases } from '../../server/support/testDatabases'

const PAIR = `0x${'1'.repeat(40)}`
const TRADER = `0x${'2'.repeat(40)}`
const block = (number: number) => ({ number, hash: `0xb${number}`, parentHash: `0xb${number - 1}`, timestamp: number })

/** A swap and its Sync in `number`'s one transaction; amounts up to 2^256 - 1, so numeric's full range goes through. */
function eventsOf(number: number, chainId = 128): PairEvent[] {
  const base = {
    chainId,
    txHash: `0x${number.toString(16).padStart(64, '0')}`,
    blockNumber: number,
    blockTime: number,
    pair: PAIR,
    amount0In: 0n,
    amount1In: 0n,
    amount0Out: 0n,
    amount1Out: 0n,
  }
  return [
    { ...base, logIndex: 0, kind: 'sync', reserve0: 2n ** 256n - 1n, reserve1: BigInt(number) },
    { ...base, logIndex: 1, kind: 'swap', sender: PAIR, recipient: TRADER, trader: TRADER, amount0In: 10n ** 18n },
  ]
}

const range = (from: number, to: number, chainId = 128): IndexedRange => ({
  chainId,
  pairs: [],
  events: Array.from({ length: to - from + 1 }, (_, i) => eventsOf(from + i, chainId)).flat(),
  blocks: [block(from), block(to)],
  checkpoint: { number: to, hash: `0xb${to}` },
})

describe.each(testDatabases())('pair events on $name', (database) => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await database.open()
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  /** The stored events of `chainId` as the store was given them, in chain order. */
  const stored = async (chainId = 128): Promise<PairEvent[]> => {
    const rows = await db.query<Record<string, string | number | null>>(
      `select tx_hash, log_index, block_number::text, block_time::text, pair, kind, sender, recipient, trader,
         amount0_in::text, amount1_in::text, amount0_out::text, amount1_out::text, reserve0::text, reserve1::text
       from pair_events where chain_id = $1 order by pair_events.block_number, pair_events.log_index`,
      [chainId],
    )
    return rows.map((row) => ({
      chainId,
      txHash: String(row.tx_hash),
      logIndex: Number(row.log_index),
      blockNumber: Number(row.block_number),
      blockTime: Number(row.block_time),
      pair: String(row.pair),
      kind: row.kind as PairEvent['kind'],
      ...(row.sender === null ? {} : { sender: String(row.sender) }),
      ...(row.recipient === null ? {} : { recipient: String(row.recipient) }),
      ...(row.trader === null ? {} : { trader: String(row.trader) }),
      amount0In: BigInt(row.amount0_in!),
      amount1In: BigInt(row.amount1_in!),
      amount0Out: BigInt(row.amount0_out!),
      amount1Out: BigInt(row.amount1_out!),
      ...(row.reserve0 === null ? {} : { reserve0: BigInt(row.reserve0!) }),
      ...(row.reserve1 === null ? {} : { reserve1: BigInt(row.reserve1!) }),
    }))
  }

  it('stores each event once, exactly: a range committed again, or an event given twice, adds nothing', async () => {
    const store = new PgChainEventStore(db)
    const first = range(1, 10)
    await store.commitRange(first)
    await store.commitRange(first)
    const second = range(11, 20)
    await store.commitRange({ ...second, events: [...second.events, ...second.events.slice(0, 3)] })
    expect(await stored()).toEqual([...first.events, ...second.events])
    await store.commitRange(range(1, 5, 56)) // the same hashes and blocks on another chain are that chain's
    expect(await stored(56)).toEqual(range(1, 5, 56).events)
    expect(await stored()).toHaveLength(40)
  })

  it('forgets the events above the ancestor on a rollback, and takes the other chain’s events there', async () => {
    const store = new PgChainEventStore(db)
    await store.rollbackTo(128, { number: 15, hash: '0xb15' })
    expect(await stored()).toEqual(range(1, 15).events)
    const other = range(16, 18)
    other.events = other.events.map((event) => ({ ...event, txHash: `0x${'f'.repeat(63)}${event.blockNumber % 10}` }))
    await store.commitRange(other)
    expect(await stored()).toEqual([...range(1, 15).events, ...other.events])
    expect(await stored(56)).toHaveLength(10)
  })
})
