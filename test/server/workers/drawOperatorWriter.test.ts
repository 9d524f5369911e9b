import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/adapters/db/openDatabase'
import { testDatabases } from '../support/testDatabases'
import { unreachableChainWorker } from './support/unreachableChainWorker'

const postgres = testDatabases().find((database) => database.name === 'postgres')
const _QUIET = { info() {}, warn() {}, error() {} }

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
    const [a, b] = [await unreachableChainWorker(first), await unreachableChainWorker(second)]
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
