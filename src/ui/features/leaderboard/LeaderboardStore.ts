import { reaction, runInAction } from 'mobx'
import type { LeaderboardApi, NameListRow, NameListView } from '../../../ports/LeaderboardApi'
import { observableExcept } from '../../stores/observableExcept'

/** What the leaderboard needs of the wallet, read through MobX: the shown chain and the connected account. */
export interface LeaderboardSession {
  readonly chainId: number
  readonly account: string | undefined
}

/**
 * The `/nameList` screen's view model (spec sections 1, 2 and 9): the server's latest daily snapshot of the directors'
 * leaderboard, its first page on load and on a change of chain, more with "look more"; the connected account's row
 * is marked. The ranking rule and the snapshot are the server's (src/domain/leaderboard); this only pages them.
 */
export class LeaderboardStore {
  view: NameListView | undefined = undefined
  rows: NameListRow[] = []
  loading = false
  private request = 0

  constructor(
    private readonly api: LeaderboardApi,
    private readonly session: LeaderboardSession,
  ) {
    observableExcept(this, ['api', 'session', 'request'])
  }

  /** Loads the first page now and whenever the chain changes; returns the stop function. */
  watch(): () => void {
    return reaction(
      () => this.session.chainId,
      () => void this.load(1),
      { fireImmediately: true },
    )
  }

  /** Whether a further page exists. */
  get hasMore(): boolean {
    return this.view !== undefined && this.rows.length < this.view.count
  }

  /** Whether `row` is the connected account's. */
  isMine(row: NameListRow): boolean {
    return this.session.account !== undefined && row.address === this.session.account.toLowerCase()
  }

  /** "Look more": the next page, appended. */
  async more(): Promise<void> {
    if (this.view && this.hasMore && !this.loading) await this.load(this.view.page + 1)
  }

  private async load(page: number): Promise<void> {
    const request = ++this.request
    const chainId = this.session.chainId
    this.loading = true
    try {
      const view = await this.api.nameList(chainId, page)
      if (page > 1 && view.snapshotTime !== this.view?.snapshotTime) return await this.load(1) // a new day's ranking
      runInAction(() => {
        if (request !== this.request) return
        this.rows = page === 1 ? view.list : [...this.rows, ...view.list]
        this.view = view
      })
    } catch {
      // the reporting API has shown the failure in the red notice; what was shown stays
    } finally {
      runInAction(() => {
        if (request === this.request) this.loading = false
      })
    }
  }
}
