import pg from 'pg'
import type { SqlDatabase, SqlExecutor } from './SqlDatabase'

/**
 * A PostgreSQL server (`DATABASE_URL`) through a `pg` pool. `schema`, when given, is created if missing and
 * put first on every connection's search_path (tests use one schema per suite).
 */
export class PostgresDatabase implements SqlDatabase {
  readonly kind = 'postgres'

  /** Sessions holding an advisory lock: ended on close (which would otherwise wait for them). */
  private readonly lockSessions = new Set<pg.PoolClient>()

  private constructor(private readonly pool: pg.Pool) {}

  /** Connects and checks the server answers; fails with the server's message otherwise. */
  static async open(url: string, schema?: string): Promise<PostgresDatabase> {
    if (schema !== undefined) {
      const setup = new pg.Client({ connectionString: url })
      await setup.connect()
      try {
        await setup.query(`create schema if not exists "${schema.replaceAll('"', '')}"`)
      } finally {
        await setup.end()
      }
    }
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(schema === undefined ? {} : { options: `-c search_path="${schema.replaceAll('"', '')}"` }),
    })
    pool.on('error', () => {}) // an idle client's connection dropped: the pool replaces it
    await pool.query('select 1')
    return new PostgresDatabase(pool)
  }

  async query<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
    return (await this.pool.query(text, params)).rows as Row[]
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const client = await this.pool.connect()
    try {
      await client.query('begin')
      const result = await work({
        query: async <Row>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as Row[],
      })
      await client.query('commit')
      return result
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql)
  }

  async tryAdvisoryLock(key: number): Promise<(() => Promise<void>) | undefined> {
    const client = await this.pool.connect() // the lock lives as long as this session
    const { rows } = await client.query('select pg_try_advisory_lock(hashtext(current_schema()), $1) as locked', [key])
    if (!rows[0]?.locked) {
      client.release()
      return undefined
    }
    this.lockSessions.add(client)
    return async () => {
      if (!this.lockSessions.delete(client)) return // already ended by close()
      try {
        await client.query('select pg_advisory_unlock(hashtext(current_schema()), $1)', [key])
      } finally {
        client.release()
      }
    }
  }

  close(): Promise<void> {
    for (const client of this.lockSessions) client.release(true) // ends the session, freeing its locks
    this.lockSessions.clear()
    return this.pool.end()
  }
}
