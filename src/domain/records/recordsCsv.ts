import { formatUnits } from '../format/formatUnits'
import type { RecordAmount, RecordRow } from './RecordRow'

/** The columns of every records CSV, in order (the README's table). */
export const RECORDS_CSV_COLUMNS = [
  'timestamp',
  'chain_id',
  'tx_hash',
  'action',
  'status',
  'account',
  'token_in',
  'amount_in',
  'token_out',
  'amount_out',
  'fee',
  'fee_token',
  'counterpart_chain_id',
  'counterpart_tx_hash',
] as const

/** A field as RFC 4180 writes it: quoted (inner quotes doubled) when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** An event time as ISO 8601 in UTC, to the second: 2026-11-29T08:00:00Z. */
export function csvTimestamp(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

const decimalOf = (amount: RecordAmount | undefined) =>
  amount === undefined ? '' : 'text' in amount ? amount.text : formatUnits(amount.raw, amount.decimals)

function fieldsOf(row: RecordRow): string[] {
  return [
    csvTimestamp(row.time),
    String(row.chainId),
    row.txHash,
    row.action,
    row.status,
    row.account,
    row.in?.symbol ?? '',
    decimalOf(row.in),
    row.out?.symbol ?? '',
    decimalOf(row.out),
    decimalOf(row.fee),
    row.fee?.symbol ?? '',
    row.counterpartChainId === undefined ? '' : String(row.counterpartChainId),
    row.counterpartTxHash ?? '',
  ]
}

/**
 * A records list as CSV (RFC 4180: a header line, CRLF line ends, fields quoted where needed): one row per on-chain
 * event in the order given, amounts as exact decimals, times in UTC. What the app downloads and `--csv` prints.
 */
export function recordsCsv(rows: readonly RecordRow[]): string {
  const lines = [RECORDS_CSV_COLUMNS.join(','), ...rows.map((row) => fieldsOf(row).map(csvField).join(','))]
  return `${lines.join('\r\n')}\r\n`
}
