import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/adapters/db/openDatabase'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { ChainIndexer } from '../../../src/adapters/indexer/ChainIndexer'
import { FetchJsonRpc } from '../../../src/adapters/rpc/FetchJsonRpc'
import { IndexerWorker } from '../../../src/server/workers/IndexerWorker'
import { freePort } from '../../support/freePort'
import { testDatabases } from '../support/testDatabases'

const postgres = testDatabases().find((database) => database.name === 'postgres')
const QUIET = { info() {}, warn() {}, error() {} }

/** A worker whose one chain's node refuses connections: it holds the lock (when it gets it) and backs off. */
async function workerOn(db: SqlDatabase): Promise<IndexerWorker> {
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
  return new IndexerWorker([indexer], store, 20, QUIET)
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20))
}

// PGlite has one session, so only PostgreSQL has a second contender (as in writerLock.test.ts)
const title = `the prize draw operator's writer role on PostgreSQL${postgres ? '' : ' (skipped: no DATABASE_URL; set it to a PostgreSQL server to run it)'}`
describe.skipIf(!postgres)(title, () => {
  it('is held by the one replica whose indexer holds the writer lock, and passes to the other when it stops', async () => {
    const first = await postgres!.open()
    const location = postgres!.location()
    const second = await openDatabase({ databaseUrl: location.databaseUrl, schema: location.schema })
    const [a, b] = [await workerOn(first), await workerOn(second)]
    try {
      a.start()
      await until(() => a.isWriter())
      b.start()
      // b polls the lock in standby: its draw operator never acts while a writes
      for (let i = 0; i < 10; i++) {
        expect(b.isWriter()).toBe(false)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      await a.stop()
      expect(a.isWriter()).toBe(false)
      await until(() => b.isWriter())
    } finally {
      await a.stop()
      await b.stop()
      await first.close()
      await second.close()
      await postgres!.cleanup()
    }
  })
})
