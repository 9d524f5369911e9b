import { PGlite } from '@electric-sql/pglite'
import type { AdvisoryLock, SqlDatabase, SqlExecutor } from './SqlDatabase'

/**
 * An embedded PostgreSQL (PGlite, WebAssembly) with its data in `dataDir` (in memory when undefined).
 * One process owns a data dir, so PGlite needs no cross-process writer lock: the advisory lock is taken in its
 * single session for symmetry. Its queries run one at a time.
 */
export class PgliteDatabase implements SqlDatabase {
  readonly kind = 'pglite'

  private constructor(private readonly db: PGlite) {}

  /** Opens (and creates when missing) the data dir. */
  static async open(dataDir: string | undefined): Promise<PgliteDatabase> {
    const db = dataDir === undefined ? new PGlite() : new PGlite(dataDir)
    await db.waitReady
    return new PgliteDatabase(db)
  }

  async query<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
    return (await this.db.query<Row>(text, params)).rows
  }

  async copy(table: string, columns: readonly string[], rows: string): Promise<void> {
    await this.db.query(copyStatement(table, columns), [], { blob: new Blob([rows]) })
  }

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      work({
        query: async <Row>(text: string, params: unknown[] = []) => (await tx.query<Row>(text, params)).rows,
        copy: async (table, columns, rows) => {
          await tx.query(copyStatement(table, columns), [], { blob: new Blob([rows]) })
        },
      }),
    )
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql)
  }

  async tryAdvisoryLock(key: number): Promise<AdvisoryLock | undefined> {
    const [row] = await this.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtext(current_schema()), $1) as locked',
      [key],
    )
    if (!row?.locked) return undefined
    let released = false
    return {
      lost: new Promise<Error>(() => {}), // the one in-process session ends only with the process
      held: async () => !released,
      release: async () => {
        if (released) return
        released = true
        await this.query('select pg_advisory_unlock(hashtext(current_schema()), $1)', [key])
      },
    }
  }

  close(): Promise<void> {
    return this.db.close()
  }
}

/** PGlite reads a COPY's rows from the query's blob, named '/dev/blob'. */
function copyStatement(table: string, columns: readonly string[]): string {
  return `copy ${table} (${columns.join(', ')}) from '/dev/blob'`
}
