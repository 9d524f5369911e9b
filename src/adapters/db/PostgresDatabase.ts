import pg from 'pg'
import { copyIn } from './copyIn'
import { DatabaseUnavailableError, isDatabaseUnavailable } from './DatabaseUnavailableError'
import type { AdvisoryLock, SqlDatabase, SqlExecutor } from './SqlDatabase'

/** How long the pool waits for a connection, and how long one query may take (FOMO_DB_*_TIMEOUT_MS). */
export interface PoolTimeouts {
  /** Making a connection, or waiting for a free one of the pool. */
  connectMs: number
  /** One statement: PostgreSQL cancels it then (statement_timeout); the client stops waiting a little later. */
  queryMs: number
}

export const DEFAULT_POOL_TIMEOUTS: PoolTimeouts = { connectMs: 5_000, queryMs: 30_000 }
/** The client waits this much longer than the server's statement_timeout: the server's cancel arrives first. */
const CLIENT_GRACE_MS = 2_000

/**
 * A PostgreSQL server (`DATABASE_URL`) through a `pg` pool. `schema`, when given, is created if missing and
 * put first on every connection's search_path (tests use one schema per suite). No call waits for ever: a connection is
 * made (or a free one found) within `connectMs`, a statement is cancelled by the server after `queryMs` and given up
 * by the client soon after (a stalled network path answers nothing), an idle transaction is ended by the server, and
 * TCP keep-alive finds a dead peer. A connection whose query failed so is dropped, not reused, so the pool heals once
 * the database answers again; such failures are thrown as DatabaseUnavailableError (503 to a client).
 */
export class PostgresDatabase implements SqlDatabase {
  readonly kind = 'postgres'

  /** Sessions holding an advisory lock, each with its end: ended on close (which would otherwise wait for them). */
  private readonly lockSessions = new Map<pg.PoolClient, (reason: Error) => void>()

  private constructor(private readonly pool: pg.Pool) {}

  /** Connects and checks the server answers; fails with the server's message otherwise. */
  static async open(
    url: string,
    schema?: string,
    timeouts: PoolTimeouts = DEFAULT_POOL_TIMEOUTS,
  ): Promise<PostgresDatabase> {
    const limits = {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.queryMs,
      query_timeout: timeouts.queryMs + CLIENT_GRACE_MS,
      idle_in_transaction_session_timeout: 2 * (timeouts.queryMs + CLIENT_GRACE_MS),
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    }
    if (schema !== undefined) {
      const setup = new pg.Client({ connectionString: url, ...limits })
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
      ...limits,
      ...(schema === undefined ? {} : { options: `-c search_path="${schema.replaceAll('"', '')}"` }),
    })
    pool.on('error', () => {}) // an idle client's connection dropped: the pool replaces it
    await pool.query('select 1')
    return new PostgresDatabase(pool)
  }

  async query<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
    // pool.query drops the connection of a failed query (release with the error)
    return (await this.pool.query(text, params).catch(unavailable)).rows as Row[]
  }

  async copy(table: string, columns: readonly string[], rows: string): Promise<void> {
    const client = await this.pool.connect().catch(unavailable)
    let broken: Error | undefined
    try {
      await copyIn(client, copyStatement(table, columns), rows).catch((error: Error) => {
        if (isDatabaseUnavailable(error)) broken = error
        throw error
      })
    } catch (error) {
      return unavailable(error)
    } finally {
      client.release(broken)
    }
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const client = await this.pool.connect().catch(unavailable)
    let broken: Error | undefined
    const failed = (error: Error): never => {
      if (isDatabaseUnavailable(error)) broken = error // a hung or dead connection goes, it does not go back
      throw error
    }
    const run = (text: string, params: unknown[] = []) => client.query(text, params).catch(failed)
    try {
      await run('begin')
      const result = await work({
        query: async <Row>(text: string, params: unknown[] = []) => (await run(text, params)).rows as Row[],
        copy: (table, columns, rows) => copyIn(client, copyStatement(table, columns), rows).catch(failed),
      })
      await run('commit')
      return result
    } catch (error) {
      if (!broken) await client.query('rollback').catch(() => {})
      // only this connection's own failure says the database is away: the work's (a node that refused) is its own
      if (broken) return unavailable(broken)
      throw error
    } finally {
      client.release(broken)
    }
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql).catch(unavailable)
  }

  async tryAdvisoryLock(key: number): Promise<AdvisoryLock | undefined> {
    const client = await this.pool.connect().catch(unavailable) // the lock lives as long as this session
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

function copyStatement(table: string, columns: readonly string[]): string {
  return `copy ${table} (${columns.join(', ')}) from stdin`
}

/** Rethrows `error`, as a DatabaseUnavailableError when it says the database is away (its cause kept). */
function unavailable(error: unknown): never {
  if (error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error)) throw error
  const reason = error instanceof Error ? error.message : String(error)
  throw new DatabaseUnavailableError(`the database did not answer (${reason})`, { cause: error })
}
