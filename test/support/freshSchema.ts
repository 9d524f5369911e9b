import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { TEST_DATABASE_URL } from './postgresUnreachable'

export interface FreshSchema {
  name: string
  /** Drops the schema and everything in it. */
  drop(): Promise<void>
}

/**
 * Creates a schema of its own (`<prefix>_<random>`) in the tests' PostgreSQL, so that a test never meets another's
 * rows; created here and not by servers starting at once (create schema if not exists can race with itself).
 */
export async function createFreshSchema(prefix: string, databaseUrl = TEST_DATABASE_URL): Promise<FreshSchema> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await adminQuery(databaseUrl, `create schema ${name}`)
  return { name, drop: () => adminQuery(databaseUrl, `drop schema if exists ${name} cascade`) }
}

async function adminQuery(databaseUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}
