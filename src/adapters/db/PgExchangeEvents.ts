import type { ExchangeEvent } from '../../domain/exchange/ExchangeEvent'
import type { ExchangeEventPage, ExchangeEvents } from '../../ports/ExchangeEvents'
import type { SqlDatabase, SqlExecutor } from './SqlDatabase'

interface ExchangeRow {
  chain_id: number
  tx_hash: string
  log_index: number
  block_number: string
  block_time: string
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

const COLUMNS = `chain_id, tx_hash, log_index, block_number::text, block_time::text, contract, kind, account, recipient,
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
         order by block_number, log_index`,
        [chainId, owner, kind, range.toBlock],
      )
      return { events: rows.map(fromRow), total: rows.length }
    }
    const rows = await this.db.query<ExchangeRow>(
      `select ${COLUMNS}, count(*) over ()::text as total from exchange_events where ${where}
       order by block_number desc, log_index desc offset $4 limit $5`,
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

/** Stores exchange events idempotently (keyed by chain, tx hash and log index), inside the indexer's transaction. */
export async function insertExchangeEvents(tx: SqlExecutor, events: readonly ExchangeEvent[]): Promise<void> {
  if (events.length === 0) return
  const column = <T>(pick: (event: ExchangeEvent) => T | undefined) => events.map((event) => pick(event) ?? null)
  const text = (value: bigint | number | undefined) => (value === undefined ? undefined : value.toString())
  await tx.query(
    `insert into exchange_events (chain_id, tx_hash, log_index, block_number, block_time, contract, kind, account,
       recipient, token, amount, token_out, amount_out, fee, total_investment, number)
     select * from unnest($1::integer[], $2::text[], $3::integer[], $4::bigint[], $5::bigint[], $6::text[], $7::text[],
       $8::text[], $9::text[], $10::text[], $11::numeric[], $12::text[], $13::numeric[], $14::numeric[],
       $15::numeric[], $16::bigint[])
     on conflict (chain_id, tx_hash, log_index) do nothing`,
    [
      column((e) => e.chainId),
      column((e) => e.txHash),
      column((e) => e.logIndex),
      column((e) => e.blockNumber),
      column((e) => e.time),
      column((e) => e.contract),
      column((e) => e.kind),
      column((e) => e.account),
      column((e) => (e.kind === 'converted' ? e.recipient : undefined)),
      column((e) => (e.kind === 'converted' ? e.tokenIn : e.token)),
      column((e) => text(e.kind === 'converted' ? e.amountIn : e.amount)),
      column((e) => (e.kind === 'converted' ? e.tokenOut : undefined)),
      column((e) => text(e.kind === 'converted' ? e.amountOut : undefined)),
      column((e) => text(e.kind === 'converted' ? e.fee : undefined)),
      column((e) => text(e.kind === 'invested' ? e.totalInvestment : undefined)),
      column((e) => text(e.kind === 'releaseWithdrawn' ? e.number : undefined)),
    ],
  )
}

function fromRow(row: ExchangeRow): ExchangeEvent {
  const origin = {
    chainId: row.chain_id,
    txHash: row.tx_hash,
    logIndex: row.log_index,
    blockNumber: Number(row.block_number),
    time: Number(row.block_time),
    contract: row.contract,
    account: row.account,
  }
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
      return {
        kind: row.kind,
        ...origin,
        token: row.token,
        amount: BigInt(row.amount),
        totalInvestment: BigInt(row.total_investment ?? 0),
      }
    case 'releaseWithdrawn':
      return {
        kind: row.kind,
        ...origin,
        token: row.token,
        amount: BigInt(row.amount),
        number: Number(row.number ?? 0),
      }
  }
}
