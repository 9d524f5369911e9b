import pg from 'pg'
import type { AdvisoryLock, SqlDatabase, SqlExecutor } from './SqlDatabase'

/**
 * A PostgreSQL server (`DATABASE_URL`) through a `pg` pool. `schema`, when given, is created if missing and
 * put first on every connection's search_path (tests use one schema per suite).
 */
export class PostgresDatabase implements SqlDatabase {
  readonly kind = 'postgres'

  /** Sessions holding an advisory lock, each with its end: ended on close (which would otherwise wait for them). */
  private readonly lockSessions = new Map<pg.PoolClient, (reason: Error) => void>()

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

  async tryAdvisoryLock(key: number): Promise<AdvisoryLock | undefined> {
    const client = await this.pool.connect() // the lock lives as long as this session
    let lose!: (reason: Error) => void
    const lost = new Promise<Error>((resolve) => {
      lose = resolve
    })
    let ended = false
    /** Ends the session (its locks go with it) and tells `lost`, once. */
    const end = (reason: Error) => {
      if (ended) return
      ended = true
      this.lockSessions.delete(client)
      client.removeListener('error', end)
      client.release(reason) // with a reason the pool destroys the connection
      lose(reason)
    }
    client.on('error', end) // the connection dropped or the backend was terminated: without a listener, a crash
    try {
      // PostgreSQL notices a writer whose host vanished (no FIN) by TCP keepalive: within ~25 s, not the OS's 2 h
      await client.query(`select set_config('tcp_keepalives_idle', '10', false),
        set_config('tcp_keepalives_interval', '5', false), set_config('tcp_keepalives_count', '3', false)`)
      const { rows } = await client.query('select pg_try_advisory_lock(hashtext(current_schema()), $1) as locked', [
        key,
      ])
      if (!rows[0]?.locked) {
        ended = true
        client.removeListener('error', end)
        client.release()
        return undefined
      }
    } catch (error) {
      end(error instanceof Error ? error : new Error(String(error)))
      throw error
    }
    this.lockSessions.set(client, end)
    return {
      lost,
      held: async (timeoutMs) => {
        if (ended) return false
        let timer: NodeJS.Timeout | undefined
        const silent = new Promise<Error>((resolve) => {
          timer = setTimeout(
            () => resolve(new Error(`the writer lock's session did not answer within ${timeoutMs} ms`)),
            timeoutMs,
          )
        })
        // a live session keeps its session-level lock until it unlocks: its answering is the lock being held
        const answer = client.query('select 1').then(
          () => undefined,
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        )
        const failure = await Promise.race([answer, silent]).finally(() => clearTimeout(timer))
        if (failure) end(failure)
        return !ended
      },
      release: async () => {
        if (ended) return
        try {
          await client.query('select pg_advisory_unlock(hashtext(current_schema()), $1)', [key])
        } catch (error) {
          end(error instanceof Error ? error : new Error(String(error)))
          return
        }
        ended = true
        this.lockSessions.delete(client)
        client.removeListener('error', end)
        client.release()
      },
    }
  }

  close(): Promise<void> {
    // ends each session, freeing its locks
    for (const end of [...this.lockSessions.values()]) end(new Error('the database was closed'))
    return this.pool.end()
  }
}
