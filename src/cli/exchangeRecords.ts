import { formatBalance } from '../domain/format/formatBalance'
import { exchangeRecordRows } from '../domain/records/exchangeRecordRows'
import { readAllPages } from '../domain/records/readAllPages'
import { recordsCsv } from '../domain/records/recordsCsv'
import type { ExchangeApi, ExchangeRecordPage, ExchangeRecordView } from '../ports/ExchangeApi'
import type { CliContext } from './CliContext'
import type { ChainSession } from './compositionRoot'
import { recordTokens } from './csvOption'
import { readerAccount } from './readerAccount'
import type { ReaderOptions } from './readerOptions'
import { readerSigner } from './readerSigner'

/** The options of a records command of the exchange API (`exchange records`, `release records`). */
export interface RecordsOptions extends ReaderOptions {
  api: string
  page: number
  csv?: true
}

/** Which pages a records command reads, once its session and account are known. */
export type RecordPagesOf = (
  api: ExchangeApi,
  session: ChainSession,
  account: string,
) => (page: number) => Promise<ExchangeRecordPage>

/** One record as a line for people: when, what was paid and received, the transaction. */
function describeRecord(record: ExchangeRecordView, tokenOf: Awaited<ReturnType<typeof recordTokens>>): string {
  const amount = (token: string | undefined, value: bigint | undefined) => {
    const known = token === undefined ? undefined : tokenOf(record.chainId, token)
    return `${formatBalance(value ?? 0n, known?.decimals ?? 18)} ${known?.symbol ?? token}`
  }
  const when = new Date(record.time * 1000).toISOString().replace('T', ' ').slice(0, 19)
  if (record.kind === 'converted')
    return `${when}  ${amount(record.tokenIn, record.amountIn)} → ${amount(record.tokenOut, record.amountOut)}  ${record.txHash}`
  if (record.kind === 'releaseWithdrawn')
    return `${when}  withdrew ${amount(record.tokenOut, record.amountOut)} on chain ${record.chainId}  ${record.txHash}`
  return `${when}  invested ${amount(record.tokenIn, record.amountIn)} on chain ${record.chainId}  ${record.txHash}`
}

/**
 * Runs a records command of the exchange API: one page (`--page`) as lines or JSON, or with `--csv` every page as the
 * records CSV; tokens named by the deployment records of the chains the records are on.
 */
export async function runExchangeRecords(
  context: CliContext,
  options: RecordsOptions,
  pagesOf: RecordPagesOf,
): Promise<void> {
  const { output } = context.config()
  const { page, tokenOf, csv } = await context.withChain(readerSigner(options), async (session) => {
    const account = await readerAccount(session, options)
    const read = pagesOf(session.ports.exchangeApi(options.api), session, account)
    const records = options.csv ? await readAllPages(read) : undefined
    const page = records ? undefined : await read(Math.max(1, options.page))
    const listed = records ?? page?.list ?? []
    const tokenOf = await recordTokens(context.records(), [session.config.chainId, ...listed.map((r) => r.chainId)])
    const csv = records && recordsCsv(exchangeRecordRows(records, account, tokenOf))
    return { page, tokenOf, csv }
  })
  if (csv !== undefined || !page) return output.csv(csv ?? '')
  output.result(page, () => {
    if (page.list.length === 0) output.line('No data')
    for (const record of page.list) output.line(describeRecord(record, tokenOf))
    if (page.hasMore) output.line(`more: --page ${page.page + 1}`)
  })
}
