import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/adapters/db/openDatabase'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import { WriterLockLostError } from '../../../src/adapters/db/WriterLockLostError'
import type { IndexedRange } from '../../../src/ports/ChainEventStore'
import { testDatabases } from '../../server/support/testDatabases'
import { terminateWriterSession, writerSessionPid } from './support/terminateWriterSession'

const postgres = testDatabases().find((database) => database.name === 'postgres')

/** A range of one block (no events) moving chain 77's checkpoint to `number`. */
function rangeTo(number: number): IndexedRange {
  const hash = `0x${number.toString(16).padStart(64, '0')}`
  return {
    chainId: 77,
    pairs: [],
    events: [],
    blocks: [{ number, hash, parentHash: `0x${'0'.repeat(64)}`, timestamp: 1_700_000_000 + number }],
    checkpoint: { number, hash },
  }
}

// PGlite is one process with one session, so its lock only ever has one contender (PgliteDatabase). Without a
// PostgreSQL server the suite is skipped, and `npm test` lists it with this reason (.ci/run sets DATABASE_URL when
// PostgreSQL answers on 127.0.0.1:5432).
const title = `the indexer writer lock on PostgreSQL${postgres ? '' : ' (skipped: no DATABASE_URL; set it to a PostgreSQL server to run it)'}`
describe.skipIf(!postgres)(title, () => {
  it('lets one store write at a time and the next take over when it lets go (or its session dies)', async () => {
    const first = await postgres!.open()
    const location = postgres!.location()
    const second = await openDatabase({ databaseUrl: location.databaseUrl, schema: location.schema })
    try {
      const lease = await new PgChainEventStore(first).tryAcquireWriterLock()
      expect(lease).toBeDefined()
      expect(await new PgChainEventStore(second).tryAcquireWriterLock()).toBeUndefined()
      await lease!.release()
      const taken = await new PgChainEventStore(second).tryAcquireWriterLock()
      expect(taken).toBeDefined()
      await second.close() // the session ends: PostgreSQL frees its advisory locks once the backend has gone
      expect((await taken!.lost).message).toBe('the database was closed')
      const again = await eventually(() => new PgChainEventStore(first).tryAcquireWriterLock())
      expect(again).toBeDefined()
      await again!.release()
    } finally {
      await first.close()
      await second.close().catch(() => {})
      await postgres!.cleanup()
    }
  })

  it('tells the holder at once when its session is terminated, and fences its writes once another takes over', async () => {
    const first = await postgres!.open()
    const location = postgres!.location()
    const second = await openDatabase({ databaseUrl: location.databaseUrl, schema: location.schema })
    const admin = new pg.Client({ connectionString: location.databaseUrl })
    await admin.connect()
    try {
      const old = new PgChainEventStore(first)
      const lease = await old.tryAcquireWriterLock()
      await old.commitRange(rangeTo(10)) // the writer writes in its term
      expect(await lease!.held(5_000)).toBe(true)

      // the process survives the dropped session (before, the lock client's 'error' event crashed it)
      await terminateWriterSession(admin, location.schema!)
      expect((await lease!.lost).message).toBe('terminating connection due to administrator command')
      expect(await lease!.held(5_000)).toBe(false)

      const next = new PgChainEventStore(second)
      const taken = await eventually(() => next.tryAcquireWriterLock())
      expect(taken).toBeDefined()
      await next.commitRange(rangeTo(20))
      // the old holder has not stopped its loop yet: its late writes are refused and change nothing
      await expect(old.commitRange(rangeTo(11))).rejects.toThrow(WriterLockLostError)
      await expect(old.rollbackTo(77, { number: 10, hash: rangeTo(10).checkpoint.hash })).rejects.toThrow(
        /no longer the indexer's writer: it wrote in term \d+, the database is at term \d+/,
      )
      expect(await next.checkpoint(77)).toEqual(rangeTo(20).checkpoint)
      expect((await next.recentBlocks(77, 100, 10)).map((block) => block.number)).toEqual([20, 10])
      await taken!.release()
    } finally {
      await admin.end()
      await first.close()
      await second.close()
      await postgres!.cleanup()
    }
  })

  it("makes a new writer wait for the old one's commit under way, then refuses the old one's next", async () => {
    const first = await postgres!.open()
    const location = postgres!.location()
    const second = await openDatabase({ databaseUrl: location.databaseUrl, schema: location.schema })
    const admin = new pg.Client({ connectionString: location.databaseUrl })
    await admin.connect()
    try {
      const old = new PgChainEventStore(first)
      await old.tryAcquireWriterLock()
      // a commit of the old writer holds the term row (taken at its start) while the lock's session is terminated
      let finish!: () => void
      const held = new Promise<void>((resolve) => {
        finish = resolve
      })
      let started!: () => void
      const inside = new Promise<void>((resolve) => {
        started = resolve
      })
      const commit = first.transaction(async (tx) => {
        await tx.query('select term from writer_terms where id = 1 for share')
        started()
        await held
      })
      await inside
      const terminated = await terminateWriterSession(admin, location.schema!)
      const next = new PgChainEventStore(second)
      let taken = false
      const takeover = eventually(() => next.tryAcquireWriterLock()).then((lease) => {
        taken = true
        return lease
      })
      // the new writer holds the lock but its term waits for the old writer's commit
      for (;;) {
        const holder = await writerSessionPid(admin, location.schema!)
        if (holder !== undefined && holder !== terminated) break
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(taken).toBe(false)
      finish()
      await commit
      const lease = await takeover
      expect(lease).toBeDefined()
      await expect(old.commitRange(rangeTo(5))).rejects.toThrow(WriterLockLostError)
      await lease!.release()
    } finally {
      await admin.end()
      await first.close()
      await second.close()
      await postgres!.cleanup()
    }
  })
})

/** Retries `attempt` for up to 5 s: a closed session's backend exits, and frees its locks, a moment later. */
async function eventually<T>(attempt: () => Promise<T | undefined>): Promise<T | undefined> {
  for (let tries = 0; tries < 50; tries++) {
    const result = await attempt()
    if (result !== undefined) return result
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return undefined
}
