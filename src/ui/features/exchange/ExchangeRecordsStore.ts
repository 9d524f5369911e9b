import { reaction, runInAction } from 'mobx'
import { exchangeRecordRows } from '../../../domain/records/exchangeRecordRows'
import { readAllPages } from '../../../domain/records/readAllPages'
import { recordsCsv } from '../../../domain/records/recordsCsv'
import type { ExchangeRecordPage, ExchangeRecordView } from '../../../ports/ExchangeApi'
import type { CrossChainSession } from '../../stores/CrossChainSession'
import { observableExcept } from '../../stores/observableExcept'

/** Reads one page of an account's records on the shown chain. */
export type RecordPages = (chainId: number, account: string, page: number) => Promise<ExchangeRecordPage>

/**
 * A records screen's view model (`/record/2`, `/recordHjw`; spec section 2: paginated from page 1 with a look-more
 * button): the pages read so far, newest first, starting again on every account or chain change.
 */
export class ExchangeRecordsStore {
  records: ExchangeRecordView[] = []
  page = 0
  hasMore = false
  loading = false
  /** Whether page 1 has answered for the current account (an empty list then means no records). */
  loaded = false
  /** The read whose answer is kept: one for an account left behind is dropped. */
  private generation = 0

  constructor(
    readonly session: CrossChainSession,
    private readonly pages: RecordPages,
  ) {
    observableExcept(this, ['session', 'pages', 'generation', 'csv'])
  }

  /** Reads page 1 on every chain or account change; returns the stop function. */
  watch(): () => void {
    return reaction(
      () => [this.session.chainId, this.session.account] as const,
      () => void this.reload(),
      { fireImmediately: true },
    )
  }

  /** Starts again from page 1 (after an exchange, or a change of account). */
  async reload(): Promise<void> {
    this.generation += 1
    this.records = []
    this.page = 0
    this.hasMore = false
    this.loaded = false
    this.loading = false
    await this.more()
  }

  /** Every record of the account on the shown chain, all pages read, as the records CSV (`fomo exchange records --csv`). */
  async csv(): Promise<string> {
    const { chainId, account } = this.session
    if (!account) return recordsCsv([])
    const records = await readAllPages((page) => this.pages(chainId, account, page))
    return recordsCsv(exchangeRecordRows(records, account, (chain, token) => this.session.tokenOf(chain, token)))
  }

  /** Reads the next page ("look more"). */
  async more(): Promise<void> {
    const { chainId, account } = this.session
    if (!account || this.loading) return
    const generation = this.generation
    this.loading = true
    try {
      const answer = await this.pages(chainId, account, this.page + 1)
      runInAction(() => {
        if (generation !== this.generation) return
        this.records = [...this.records, ...answer.list]
        this.page = answer.page
        this.hasMore = answer.hasMore
        this.loaded = true
      })
    } catch {
      // the reporting API has shown it in the red notice
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loading = false
      })
    }
  }
}
