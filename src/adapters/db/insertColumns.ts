import type { SqlDatabase, SqlExecutor } from './SqlDatabase'

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

/** Where an indexed event sits: the columns every event table starts with, and its key. */
export const ORIGIN_COLUMNS: readonly InsertColumn<{
  chainId: number
  txHash: string
  logIndex: number
  blockNumber: number
  time: number
}>[] = [
  { name: 'chain_id', type: 'integer', value: (e) => e.chainId },
  { name: 'tx_hash', type: 'text', value: (e) => e.txHash },
  { name: 'log_index', type: 'integer', value: (e) => e.logIndex },
  { name: 'block_number', type: 'bigint', value: (e) => e.blockNumber },
  { name: 'block_time', type: 'bigint', value: (e) => e.time },
]

/**
 * Up to `limit` rows of an event table after `cursor` (from the start without one) up to block `toBlock`, in chain
 * order. `columns` is the select list; the order is by the table's own columns, since a select list that casts
 * `block_number` to text would otherwise sort '100' before '99'.
 */
export function eventsAfter<Row>(
  db: SqlDatabase,
  table: string,
  columns: string,
  page: {
    chainId: number
    cursor: { blockNumber: number; logIndex: number } | undefined
    toBlock: number
    limit: number
  },
): Promise<Row[]> {
  return db.query<Row>(
    `select ${columns} from ${table}
     where chain_id = $1 and block_number <= $2 and (block_number, log_index) > ($3, $4)
     order by ${table}.block_number, ${table}.log_index limit $5`,
    [page.chainId, page.toBlock, page.cursor?.blockNumber ?? -1, page.cursor?.logIndex ?? -1, page.limit],
  )
}
