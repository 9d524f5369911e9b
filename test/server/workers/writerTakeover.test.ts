import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/adapters/db/openDatabase'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { ChainIndexer } from '../../../src/adapters/indexer/ChainIndexer'
import { FetchJsonRpc } from '../../../src/adapters/rpc/FetchJsonRpc'
import { IndexerWorker } from '../../../src/server/workers/IndexerWorker'
import { terminateWriterSession } from '../../adapters/db/support/terminateWriterSession'
import { freePort } from '../../support/freePort'
import { testDatabases } from '../support/testDatabases'

const postgres = testDatabases().find((database) => database.name === 'postgres')

/** A worker whose one chain's node refuses connections: it holds the lock (when it gets it) and backs off. */
async function workerOn(db: SqlDatabase, writerPollMs: number, errors: unknown[] = []): Promise<IndexerWorker> {
  const store = new PgChainEventStore(db)
  const rpc = new FetchJsonRpc(`http://127.0.0.1:${await freePort()}`, 1_000)
  const indexer = new ChainIndexer({
    chainId: 56,
    rpc,
    store,
    factory: `0x${'f'.repeat(40)}`,
    startBlock: 0,
    knownPairs: [],
    confirmations: 0,
    rangeSize: 100,
  })
  const log = { info() {}, warn() {}, error: (...args: unknown[]) => errors.push(args) }
  return new IndexerWorker([indexer], store, 20, log, Date.now, undefined, writerPollMs)
}

/** Waits for `condition`, failing with `what` after 10 s. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 10_000
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

// PGlite has one session, so only PostgreSQL has a second contender (as in writerLock.test.ts)
const title = `a writer whose lock session ends, on PostgreSQL${postgres ? '' : ' (skipped: no DATABASE_URL; set it to a PostgreSQL server to run it)'}`
describe.skipIf(!postgres)(title, () => {
  it('stops being the writer at once when its backend is terminated, and the standby takes over', async () => {
    const first = await postgres!.open()
    const location = postgres!.location()
    const second = await openDatabase({ databaseUrl: location.databaseUrl, schema: location.schema })
    const admin = new pg.Client({ connectionString: location.databaseUrl })
    await admin.connect()
    const errors: unknown[] = []
    // a checks its lock only every minute: it must hear of the loss from the session itself, not from its poll
    const [a, b] = [await workerOn(first, 60_000, errors), await workerOn(second, 20)]
    try {
      a.start()
      await until(() => a.isWriter(), 'a to take the lock')
      b.start()
      await until(() => b.status()[0]!.state === 'standby', 'b in standby')
      expect(b.isWriter()).toBe(false)

      await terminateWriterSession(admin, location.schema!)
      await until(() => !a.isWriter(), 'a to step down') // within 10 s: not a's minute-long check
      expect(errors).toEqual([
        [{ err: expect.objectContaining({ code: '57P01' }) }, 'indexer: writer lock lost, back to standby'],
      ])
      await until(() => b.isWriter(), 'b to take over')
      await until(() => a.status()[0]!.state === 'standby', 'a in standby')
      expect(a.isWriter()).toBe(false) // b holds the lock: a stays in standby
    } finally {
      await a.stop()
      await b.stop()
      await admin.end()
      await first.close()
      await second.close()
      await postgres!.cleanup()
    }
  })
})
