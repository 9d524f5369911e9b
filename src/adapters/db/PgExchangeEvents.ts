import type { ExchangeEvent } from '../../domain/exchange/ExchangeEvent'
import type { ExchangeEventPage, ExchangeEvents } from '../../ports/ExchangeEvents'
import { decimalText, type InsertColumn, insertColumns, ORIGIN_COLUMNS } from './insertColumns'
import { ORIGIN_SELECT, type OriginRow, originOf } from './originOf'
import type { SqlDatabase, SqlExecutor } from './SqlDatabase'

interface ExchangeRow extends OriginRow {
  contract: string
  kind: ExchangeEvent['kind']
  account: string
  recipient: string | null
  token: string
  amount: string
  token_out: string | null
  amount_out: string | null
  fee: string | null
  total_investment: string | null
  number: string | null
  total: string
}

const COLUMNS = `${ORIGIN_SELECT}, contract, kind, account, recipient,
  token, amount::text, token_out, amount_out::text, fee::text, total_investment::text, number::text`

/** The exchange events the indexer stored, read by account (PostgreSQL or PGlite). */
export class PgExchangeEvents implements ExchangeEvents {
  constructor(private readonly db: SqlDatabase) {}

  async ofAccount(
    chainId: number,
    account: string,
    kind: ExchangeEvent['kind'],
    range: { readonly offset: number; readonly limit: number } | { readonly toBlock: number },
  ): Promise<ExchangeEventPage> {
    const where = 'chain_id = $1 and account = $2 and kind = $3'
    const owner = account.toLowerCase()
    if ('toBlock' in range) {
      const rows = await this.db.query<ExchangeRow>(
        `select ${COLUMNS}, 0 as total from exchange_events where ${where} and block_number <= $4
         -- by the table's column: the output's block_number is text, where '100' sorts before '99'
         order by exchange_events.block_number, exchange_events.log_index`,
        [chainId, owner, kind, range.toBlock],
      )
      return { events: rows.map(fromRow), total: rows.length }
    }
    const rows = await this.db.query<ExchangeRow>(
      `select ${COLUMNS}, count(*) over ()::text as total from exchange_events where ${where}
       -- by the table's column: the output's block_number is text, where '100' sorts before '99'
       order by exchange_events.block_number desc, exchange_events.log_index desc offset $4 limit $5`,
      [chainId, owner, kind, range.offset, range.limit],
    )
    if (rows.length > 0) return { events: rows.map(fromRow), total: Number(rows[0]!.total) }
    const [count] = await this.db.query<{ total: string }>(
      `select count(*)::text as total from exchange_events where ${where}`,
      [chainId, owner, kind],
    )
    return { events: [], total: Number(count?.total ?? 0) }
  }
}

const EXCHANGE_COLUMNS: readonly InsertColumn<ExchangeEvent>[] = [
  ...ORIGIN_COLUMNS,
  { name: 'contract', type: 'text', value: (e) => e.contract },
  { name: 'kind', type: 'text', value: (e) => e.kind },
  { name: 'account', type: 'text', value: (e) => e.account },
  { name: 'recipient', type: 'text', value: (e) => (e.kind === 'converted' ? e.recipient : undefined) },
  { name: 'token', type: 'text', value: (e) => (e.kind === 'converted' ? e.tokenIn : e.token) },
  { name: 'amount', type: 'numeric', value: (e) => decimalText(e.kind === 'converted' ? e.amountIn : e.amount) },
  { name: 'token_out', type: 'text', value: (e) => (e.kind === 'converted' ? e.tokenOut : undefined) },
  { name: 'amount_out', type: 'numeric', value: (e) => decimalText(e.kind === 'converted' ? e.amountOut : undefined) },
  { name: 'fee', type: 'numeric', value: (e) => decimalText(e.kind === 'converted' ? e.fee : undefined) },
  {
    name: 'total_investment',
    type: 'numeric',
    value: (e) => decimalText(e.kind === 'invested' ? e.totalInvestment : undefined),
  },
  { name: 'number', type: 'bigint', value: (e) => decimalText(e.kind === 'releaseWithdrawn' ? e.number : undefined) },
]

/** Stores exchange events idempotently (keyed by chain, tx hash and log index), inside the indexer's transaction. */
export function insertExchangeEvents(tx: SqlExecutor, events: readonly ExchangeEvent[]): Promise<void> {
  return insertColumns(tx, 'exchange_events', EXCHANGE_COLUMNS, events)
}

function fromRow(row: ExchangeRow): ExchangeEvent {
  const origin = {
    ...originOf(row),
    contract: row.contract,
    account: row.account,
  }
  /** What an investment or a release withdrawal moved: the same two columns, under the same names. */
  const moved = { token: row.token, amount: BigInt(row.amount) }
  switch (row.kind) {
    case 'converted':
      return {
        kind: row.kind,
        ...origin,
        recipient: row.recipient ?? '',
        tokenIn: row.token,
        amountIn: BigInt(row.amount),
        tokenOut: row.token_out ?? '',
        amountOut: BigInt(row.amount_out ?? 0),
        fee: BigInt(row.fee ?? 0),
      }
    case 'invested':
      return { kind: row.kind, ...origin, ...moved, totalInvestment: BigInt(row.total_investment ?? 0) }
    case 'releaseWithdrawn':
      return { kind: row.kind, ...origin, ...moved, number: Number(row.number ?? 0) }
  }
}
