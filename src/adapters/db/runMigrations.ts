import { MIGRATIONS } from './migrations'
import type { SqlDatabase } from './SqlDatabase'

const MIGRATION_LOCK = 7_001_001 // serialises replicas migrating the same database at start

/** Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction; returns their versions. */
export async function runMigrations(db: SqlDatabase): Promise<number[]> {
  // under the lock too: replicas creating the table at once fail (`create table if not exists` races with itself)
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.query(
      'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
    )
  })
  const applied: number[] = []
  for (const migration of MIGRATIONS) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      const rows = await tx.query('select 1 from schema_migrations where version = $1', [migration.version])
      if (rows.length > 0) return false
      for (const statement of migration.sql.split(';').filter((text) => text.trim() !== '')) {
        await tx.query(statement)
      }
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ])
      return true
    })
    if (done) applied.push(migration.version)
  }
  return applied
}
