import type { PairEvent } from '../../domain/market/PairEvent'
import type { ChainEventStore, IndexedBlock, IndexedPair, IndexedRange, WriterLease } from '../../ports/ChainEventStore'
import { type CopyValue, copyText } from './copyText'
import { deleteDerivedRowsAbove } from './deleteDerivedRowsAbove'
import { deleteBridgeEventsAbove, insertBridgeEvents } from './PgBridgeEvents'
import { insertExchangeEvents } from './PgExchangeEvents'
import { insertGameRounds } from './PgGameRoundEvents'
import { insertMiningEvents } from './PgMiningEvents'
import { insertPrizeDrawEvents } from './PgPrizeDrawEvents'
import { insertSeasonEvents } from './PgSeasonEvents'
import type { SqlDatabase, SqlExecutor } from './SqlDatabase'
import { WriterLockLostError } from './WriterLockLostError'

/** The advisory lock that makes one indexer the writer per database (replicas wait for it). */
const INDEXER_LOCK_KEY = 7_001_002

/**
 * The indexer's store on PostgreSQL or PGlite: idempotent writes (the programmes' events keyed by chain, tx hash and
 * log index; pair events, keyed by chain, block, log index and tx hash, replace those stored at their blocks), fenced
 * by the writer term once it holds the writer lock. A rollback removes the events above the common ancestor and, in
 * the same transaction, everything the programmes derived at those blocks (deleteDerivedRowsAbove).
 */
export class PgChainEventStore implements ChainEventStore {
  /** The writer term this store last began (tryAcquireWriterLock), and how to tell its lease it was refused. */
  private term: { number: bigint; refuse: (reason: Error) => void } | undefined

  constructor(private readonly db: SqlDatabase) {}

  async checkpoint(chainId: number): Promise<{ number: number; hash: string } | undefined> {
    const [row] = await this.db.query<{ block_number: string; block_hash: string }>(
      'select block_number::text, block_hash from chain_checkpoints where chain_id = $1',
      [chainId],
    )
    return row && { number: Number(row.block_number), hash: row.block_hash }
  }

  async recentBlocks(chainId: number, atOrBelow: number, limit: number): Promise<IndexedBlock[]> {
    const rows = await this.db.query<{ number: string; hash: string; parent_hash: string; timestamp: string }>(
      // ordered by the column, not the text output named like it: '99' sorts above '258' as text
      `select number::text, hash, parent_hash, timestamp::text from chain_blocks
       where chain_id = $1 and number <= $2 order by chain_blocks.number desc limit $3`,
      [chainId, atOrBelow, limit],
    )
    return rows.map((row) => ({
      number: Number(row.number),
      hash: row.hash,
      parentHash: row.parent_hash,
      timestamp: Number(row.timestamp),
    }))
  }

  async pairs(chainId: number): Promise<IndexedPair[]> {
    const rows = await this.db.query<{ address: string; token0: string; token1: string; created_block: string }>(
      'select address, token0, token1, created_block::text from pairs where chain_id = $1 order by address',
      [chainId],
    )
    return rows.map((row) => ({ ...row, createdBlock: Number(row.created_block) }))
  }

  commitRange(range: IndexedRange): Promise<void> {
    return this.db.transaction(async (tx) => {
      await this.fence(tx)
      // one statement per table, whatever the number of rows (ranges committed together bring thousands of blocks)
      if (range.pairs.length > 0) {
        await tx.query(
          `insert into pairs (chain_id, address, token0, token1, created_block)
           select $1, * from unnest($2::text[], $3::text[], $4::text[], $5::bigint[])
           on conflict (chain_id, address) do nothing`,
          [
            range.chainId,
            range.pairs.map((pair) => pair.address),
            range.pairs.map((pair) => pair.token0),
            range.pairs.map((pair) => pair.token1),
            range.pairs.map((pair) => pair.createdBlock),
          ],
        )
      }
      const blocks = [...new Map(range.blocks.map((block) => [block.number, block])).values()] // one row a number
      if (blocks.length > 0) {
        await tx.query(
          `insert into chain_blocks (chain_id, number, hash, parent_hash, timestamp)
           select $1, * from unnest($2::bigint[], $3::text[], $4::text[], $5::bigint[])
           on conflict (chain_id, number) do update set hash = excluded.hash, parent_hash = excluded.parent_hash,
           timestamp = excluded.timestamp`,
          [
            range.chainId,
            blocks.map((block) => block.number),
            blocks.map((block) => block.hash),
            blocks.map((block) => block.parentHash),
            blocks.map((block) => block.timestamp),
          ],
        )
      }
      await insertEvents(tx, range.events)
      await insertMiningEvents(tx, range.miningEvents ?? [])
      await insertExchangeEvents(tx, range.exchangeEvents ?? [])
      await insertSeasonEvents(tx, range.seasonEvents ?? [])
      await insertBridgeEvents(tx, range.bridgeEvents ?? [])
      await insertGameRounds(tx, range.gameRounds ?? [])
      await insertPrizeDrawEvents(tx, range.prizeDrawEvents ?? [])
      await tx.query(
        `insert into chain_checkpoints (chain_id, block_number, block_hash) values ($1, $2, $3)
         on conflict (chain_id) do update set block_number = excluded.block_number, block_hash = excluded.block_hash,
         updated_at = now()`,
        [range.chainId, range.checkpoint.number, range.checkpoint.hash],
      )
    })
  }

  rollbackTo(chainId: number, block: { number: number; hash: string } | undefined): Promise<void> {
    const above = block?.number ?? -1
    return this.db.transaction(async (tx) => {
      await this.fence(tx)
      await tx.query('delete from pair_events where chain_id = $1 and block_number > $2', [chainId, above])
      await tx.query('delete from mining_events where chain_id = $1 and block_number > $2', [chainId, above])
      await tx.query('delete from exchange_events where chain_id = $1 and block_number > $2', [chainId, above])
      await tx.query('delete from season_events where chain_id = $1 and block_number > $2', [chainId, above])
      await deleteBridgeEventsAbove(tx, chainId, above)
      await tx.query('delete from game_rounds where chain_id = $1 and block_number > $2', [chainId, above])
      // a commit's prizes go with it (on delete cascade)
      await tx.query('delete from prize_draws where chain_id = $1 and block_number > $2', [chainId, above])
      await deleteDerivedRowsAbove(tx, chainId, above) // credits, settlements and snapshots go with their blocks
      await tx.query('delete from chain_blocks where chain_id = $1 and number > $2', [chainId, above])
      await tx.query('delete from pairs where chain_id = $1 and created_block > $2', [chainId, above])
      if (!block) {
        await tx.query('delete from chain_checkpoints where chain_id = $1', [chainId])
        return
      }
      await tx.query(
        `update chain_checkpoints set block_number = $2, block_hash = $3, updated_at = now() where chain_id = $1`,
        [chainId, block.number, block.hash],
      )
    })
  }

  async tryAcquireWriterLock(): Promise<WriterLease | undefined> {
    const lock = await this.db.tryAdvisoryLock(INDEXER_LOCK_KEY)
    if (!lock) return undefined
    let term: bigint
    try {
      // waits for a commit of the previous writer under way (it holds the row), and fences every later one
      const [row] = await this.db.query<{ term: string }>(
        'update writer_terms set term = term + 1 where id = 1 returning term::text',
      )
      term = BigInt(row!.term)
    } catch (error) {
      await lock.release().catch(() => {})
      throw error
    }
    let refuse!: (reason: Error) => void
    const refused = new Promise<Error>((resolve) => {
      refuse = resolve
    })
    this.term = { number: term, refuse }
    return {
      lost: Promise.race([lock.lost, refused]),
      held: (timeoutMs) => lock.held(timeoutMs),
      release: () => lock.release(),
    }
  }

  /**
   * In a write's transaction: refuses it (WriterLockLostError) when another writer's term began since this store
   * took the lock; the row stays locked until the write commits, so a new writer's term starts after it. A store
   * that never took the lock (a single process, tests) writes unfenced.
   */
  private async fence(tx: SqlExecutor): Promise<void> {
    const mine = this.term
    if (!mine) return
    const [row] = await tx.query<{ term: string }>('select term::text from writer_terms where id = 1 for share')
    const current = row ? BigInt(row.term) : undefined
    if (current === mine.number) return
    const error = new WriterLockLostError(mine.number, current)
    mine.refuse(error)
    throw error
  }
}

const PAIR_EVENT_COLUMNS = [
  'chain_id',
  'tx_hash',
  'log_index',
  'block_number',
  'block_time',
  'pair',
  'kind',
  'sender',
  'recipient',
  'trader',
  'amount0_in',
  'amount1_in',
  'amount0_out',
  'amount1_out',
  'reserve0',
  'reserve1',
]

/**
 * Stores `events` as the pair events of the blocks they span: those stored there before are deleted, then the events
 * are loaded by COPY (no conflict clause, and no parameter arrays to build and split: on PGlite's wasm and on
 * PostgreSQL a fraction of an INSERT's work). A range committed again so replaces itself, and an event given twice
 * is stored once.
 */
async function insertEvents(tx: SqlExecutor, events: PairEvent[]): Promise<void> {
  if (events.length === 0) return
  const spans = new Map<number, { low: number; high: number }>()
  const keys = new Set<string>()
  const rows: CopyValue[][] = []
  for (const e of events) {
    const key = `${e.chainId} ${e.txHash} ${e.logIndex}`
    if (keys.has(key)) continue
    keys.add(key)
    const span = spans.get(e.chainId)
    if (!span) spans.set(e.chainId, { low: e.blockNumber, high: e.blockNumber })
    else [span.low, span.high] = [Math.min(span.low, e.blockNumber), Math.max(span.high, e.blockNumber)]
    rows.push([
      e.chainId,
      e.txHash,
      e.logIndex,
      e.blockNumber,
      e.blockTime,
      e.pair,
      e.kind,
      e.sender,
      e.recipient,
      e.trader,
      e.amount0In,
      e.amount1In,
      e.amount0Out,
      e.amount1Out,
      e.reserve0,
      e.reserve1,
    ])
  }
  for (const [chainId, { low, high }] of spans) {
    await tx.query('delete from pair_events where chain_id = $1 and block_number between $2 and $3', [
      chainId,
      low,
      high,
    ])
  }
  await tx.copy('pair_events', PAIR_EVENT_COLUMNS, copyText(rows))
}
