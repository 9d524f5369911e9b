import type pg from 'pg'

/** The indexer's writer lock key (PgChainEventStore's INDEXER_LOCK_KEY), taken per schema. */
const INDEXER_LOCK_KEY = 7_001_002

/** The backend pid of the session holding `schema`'s indexer writer lock in this database, or undefined. */
export async function writerSessionPid(admin: pg.Client, schema: string): Promise<number | undefined> {
  // pg_try_advisory_lock(int4, int4) keys the lock by (classid: the first int as uint32, objid: the second, objsubid 2)
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_locks where locktype = 'advisory' and granted and objsubid = 2 and objid = $2
       and database = (select oid from pg_database where datname = current_database())
       and classid::bigint = (hashtext($1)::bigint & 4294967295)`,
    [schema, INDEXER_LOCK_KEY],
  )
  return rows[0]?.pid
}

/** Ends the session holding `schema`'s writer lock from another session (pg_terminate_backend); returns its pid. */
export async function terminateWriterSession(admin: pg.Client, schema: string): Promise<number> {
  const pid = await writerSessionPid(admin, schema)
  if (pid === undefined) throw new Error(`no session holds the writer lock of schema ${schema}`)
  await admin.query('select pg_terminate_backend($1)', [pid])
  return pid
}
