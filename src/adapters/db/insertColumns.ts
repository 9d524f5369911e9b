import type { SqlExecutor } from './SqlDatabase'

/** A column of a bulk insert: its name, its PostgreSQL array type and how a row gives its value (undefined: null). */
export interface InsertColumn<R> {
  readonly name: string
  readonly type: string
  readonly value: (row: R) => unknown
}

/**
 * Inserts `rows` in one statement, a parameter array per column (`unnest`), skipping rows whose key is already
 * stored: the indexer's writes are idempotent by (chain, tx hash, log index).
 */
export async function insertColumns<R>(
  tx: SqlExecutor,
  table: string,
  columns: readonly InsertColumn<R>[],
  rows: readonly R[],
): Promise<void> {
  if (rows.length === 0) return
  const names = columns.map((column) => column.name).join(', ')
  const arrays = columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ')
  await tx.query(
    `insert into ${table} (${names}) select * from unnest(${arrays}) on conflict (chain_id, tx_hash, log_index) do nothing`,
    columns.map((column) => rows.map((row) => column.value(row) ?? null)),
  )
}

/** A bigint or number as the decimal text a numeric column takes; undefined stays undefined. */
export const decimalText = (value: bigint | number | undefined) => (value === undefined ? undefined : value.toString())
