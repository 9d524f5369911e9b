import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/adapters/db/openDatabase'
import { terminateWriterSession } from '../../adapters/db/support/terminateWriterSession'
import { testDatabases } from '../support/testDatabases'
import { unreachableChainWorker } from './support/unreachableChainWorker'

const postgres = testDatabases().find((database) => database.name === 'postgres')

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
    const [infos, lockTries]: [unknown[], { count: number }] = [[], { count: 0 }]
    // a checks its lock only every minute: it must hear of the loss from the session itself, not from its poll
    const [a, b] = [
      await unreachableChainWorker(first, { writerPollMs: 60_000, errors }),
      await unreachableChainWorker(second, { writerPollMs: 20, infos, lockTries }),
    ]
    try {
      a.start()
      await until(() => a.isWriter(), 'a to take the lock')
      b.start()
      await until(() => b.status()[0]!.state === 'standby', 'b in standby')
      expect(b.isWriter()).toBe(false)
      // the standby says it is one (issue 29, item 13), once, not on every try of the lock
      const tried = lockTries.count
      await until(() => lockTries.count >= tried + 3, 'b to try the lock three more times')
      const standbyLines = infos.filter((line) => String((line as unknown[])[1]).startsWith('indexer: standby'))
      expect(standbyLines).toEqual([
        [
          { retryInMs: 20 },
          'indexer: standby: another replica holds the writer lock; this one serves reads and takes over when it goes',
        ],
      ])

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
