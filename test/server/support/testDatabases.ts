import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase } from '../../../src/adapters/db/openDatabase'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'

/** A database a suite runs on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /** Where the server or a child process should look: PGlite dir or PostgreSQL URL and schema. */
  location(pgliteDir?: string): { databaseUrl?: string; schema?: string; pgliteDir?: string }
  /** Opens (and migrates) a fresh database: in-memory PGlite, or a new PostgreSQL schema. */
  open(pgliteDir?: string): Promise<SqlDatabase>
  /** Drops what `open` created (PostgreSQL schemas). */
  cleanup(): Promise<void>
}

/** The databases to run a suite on: `describe.each(testDatabases())`. */
export function testDatabases(): TestDatabase[] {
  const url = process.env.DATABASE_URL
  const databases: TestDatabase[] = [
    {
      name: 'pglite',
      location: (pgliteDir) => ({ pgliteDir }),
      open: (pgliteDir) => openDatabase({ pgliteDir }),
      cleanup: async () => {},
    },
  ]
  if (url) {
    const schemas: string[] = []
    const schema = () => {
      const name = `fomo_test_${randomBytes(6).toString('hex')}`
      schemas.push(name)
      return name
    }
    let current: string | undefined
    databases.push({
      name: 'postgres',
      location: () => {
        current ??= schema()
        return { databaseUrl: url, schema: current }
      },
      open: async () => {
        current = schema()
        return openDatabase({ databaseUrl: url, schema: current })
      },
      cleanup: async () => {
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        try {
          for (const name of schemas.splice(0)) await client.query(`drop schema if exists ${name} cascade`)
        } finally {
          await client.end()
        }
        current = undefined
      },
    })
  }
  return databases
}
