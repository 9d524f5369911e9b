/** Runs parameterised SQL ($1, $2, ...) and returns the rows. */
export interface SqlExecutor {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>
  /**
   * Loads `rows` into `columns` of `table` by COPY: COPY's text format (copyText), one row a line. No conflict
   * clause: a row whose key is stored fails the load.
   */
  copy(table: string, columns: readonly string[], rows: string): Promise<void>
}

/** A session-level advisory lock, held as long as the session that took it lives. */
export interface AdvisoryLock {
  /**
   * Resolves, with the reason, once the holding session has ended: its connection dropped, its backend was
   * terminated (pg_terminate_backend), or it stopped answering `held`. From then another session may take the lock.
   */
  readonly lost: Promise<Error>
  /** Whether the holding session still answers (and so holds the lock) within `timeoutMs`; one that does not is ended. */
  held(timeoutMs: number): Promise<boolean>
  /** Lets go of the lock (a lost one has nothing left to let go). */
  release(): Promise<void>
}

/**
 * The database the repositories use: PGlite embedded or a PostgreSQL server, same schema and SQL.
 * Values come back as the driver gives them (numeric and int8 may be strings): repositories convert.
 */
export interface SqlDatabase extends SqlExecutor {
  /** 'pglite' or 'postgres', for logs and the writer-lock note. */
  readonly kind: 'pglite' | 'postgres'
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /**
   * Tries a session-level advisory lock on a connection kept for it; resolves with the lock, or undefined when
   * another session holds it. The lock is per schema (keyed by the schema too), so deployments sharing one
   * PostgreSQL database in separate schemas each have their own writer.
   */
  tryAdvisoryLock(key: number): Promise<AdvisoryLock | undefined>
  close(): Promise<void>
}
