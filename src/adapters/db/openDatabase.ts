import { mkdirSync } from 'node:fs'
import { PgliteDatabase } from './PgliteDatabase'
import { type PoolTimeouts, PostgresDatabase } from './PostgresDatabase'
import { runMigrations } from './runMigrations'
import type { SqlDatabase } from './SqlDatabase'

/** Where the data lives: a PostgreSQL server URL, else a PGlite data dir (in memory when `pgliteDir` is undefined). */
export interface DatabaseLocation {
  databaseUrl?: string
  /** PostgreSQL only: a schema to use (created if missing), e.g. one per test suite. */
  schema?: string
  pgliteDir?: string
  /** PostgreSQL only: the pool's connect and query timeouts (DEFAULT_POOL_TIMEOUTS when absent). */
  timeouts?: PoolTimeouts
}

/** Opens the database named by `location` and runs the migrations. */
export async function openDatabase(location: DatabaseLocation): Promise<SqlDatabase> {
  let db: SqlDatabase
  if (location.databaseUrl) {
    db = await PostgresDatabase.open(location.databaseUrl, location.schema, location.timeouts)
  } else {
    if (location.pgliteDir !== undefined) mkdirSync(location.pgliteDir, { recursive: true })
    db = await PgliteDatabase.open(location.pgliteDir)
  }
  try {
    await runMigrations(db)
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
  return db
}
