import { describe, expect, it } from 'vitest'
import { DatabaseUnavailableError } from '../../../src/adapters/db/DatabaseUnavailableError'
import { PostgresDatabase } from '../../../src/adapters/db/PostgresDatabase'
import { postgresUnreachable, TEST_DATABASE_URL } from '../../support/postgresUnreachable'

const unreachable = await postgresUnreachable()

// Issue 29, item 7: DatabaseUnavailableError (answered 503 "the database does not answer") is for the database's own
// failures. A transaction's work that fails on something else (a chain node refusing, a timeout of its own) rethrows
// that failure as it is, and the connection, which answered, goes back to the pool.
describe.skipIf(unreachable !== undefined)(`PostgresDatabase${unreachable ? ` (skipped: ${unreachable})` : ''}`, () => {
  it("rethrows a transaction's own failure as it is, not as the database's", async () => {
    const database = await PostgresDatabase.open(TEST_DATABASE_URL)
    try {
      const node = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8545'), { code: 'ECONNREFUSED' })
      const failure = await database
        .transaction(async (tx) => {
          await tx.query('select 1')
          throw node
        })
        .catch((error: unknown) => error)
      expect(failure).toBe(node)
      expect(await database.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }])
    } finally {
      await database.close()
    }
  })

  it("throws the database's own timeout as DatabaseUnavailableError", async () => {
    const database = await PostgresDatabase.open(TEST_DATABASE_URL, undefined, { connectMs: 1_000, queryMs: 200 })
    try {
      const failure = await database
        .transaction((tx) => tx.query('select pg_sleep(2)'))
        .catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(DatabaseUnavailableError)
    } finally {
      await database.close()
    }
  })
})
