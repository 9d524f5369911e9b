import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/adapters/db/openDatabase'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import { testDatabases } from '../../server/support/testDatabases'

const postgres = testDatabases().find((database) => database.name === 'postgres')

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
      const release = await new PgChainEventStore(first).tryAcquireWriterLock()
      expect(release).toBeDefined()
      expect(await new PgChainEventStore(second).tryAcquireWriterLock()).toBeUndefined()
      await release!()
      const taken = await new PgChainEventStore(second).tryAcquireWriterLock()
      expect(taken).toBeDefined()
      await second.close() // the session ends: PostgreSQL frees its advisory locks once the backend has gone
      const again = await eventually(() => new PgChainEventStore(first).tryAcquireWriterLock())
      expect(again).toBeDefined()
      await again!()
    } finally {
      await first.close()
      await second.close().catch(() => {})
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
