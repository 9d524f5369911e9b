import { runInAction } from 'mobx'
import { canRemoveList } from '../../domain/lists/canRemoveList'
import { decideListUpdate, type ListUpdateDecision } from '../../domain/lists/decideListUpdate'
import type { ListsAction } from '../../domain/lists/ListsAction'
import type { ListsState } from '../../domain/lists/ListsState'
import { listsReducer } from '../../domain/lists/listsReducer'
import { restoreListsState, type StoredListsState } from '../../domain/lists/restoreListsState'
import { sortListUrls } from '../../domain/lists/sortListUrls'
import type { TokenList } from '../../domain/lists/TokenList'
import type { Clock } from '../../ports/Clock'
import type { ListsStore } from '../../ports/ListsStore'
import type { TokenListFetcher } from '../../ports/TokenListFetcher'
import { observableExcept } from './observableExcept'

/** Spec section 9: token lists are refreshed every 10 minutes. */
export const LIST_REFRESH_INTERVAL_MS = 600_000

const EMPTY: ListsState = { byUrl: {}, selectedListUrl: undefined }

/** A pending list update and what the domain decided for it, for the popups and the log. */
export interface ListUpdate {
  url: string
  oldList: TokenList
  newList: TokenList
  decision: ListUpdateDecision
}

/** Where the lists are downloaded, and who hears of an update. */
export interface TokenListsSources {
  fetcher: TokenListFetcher
  clock: Clock
  /** An update was accepted automatically (`autoAccept`), refused (`refuse`) or awaits the user (`askUser`). */
  onUpdate: (update: ListUpdate) => void
}

/**
 * The token-list state, persisted in local storage, read back through the domain's `restoreListsState` (damaged
 * lists dropped) and changed only through the domain's lists reducer. On first start and after an app-version update
 * the default list set is reset (`updateVersion`). Lists are fetched on start and every 10 minutes; a newer version
 * is applied as the domain's `decideListUpdate` says.
 */
export class TokenListsStore {
  state: ListsState = EMPTY
  private requests = 0
  private stopRefresh: (() => void) | undefined

  constructor(
    private readonly stored: ListsStore,
    private readonly defaultListUrls: readonly string[],
    private readonly sources?: TokenListsSources,
  ) {
    observableExcept(this, ['stored', 'defaultListUrls', 'sources', 'requests', 'stopRefresh'])
  }

  async init(versionChanged: boolean): Promise<void> {
    const stored = (await this.stored.read().catch(() => undefined)) as StoredListsState | undefined
    runInAction(() => (this.state = restoreListsState(stored)))
    const [defaultSelectedUrl] = this.defaultListUrls
    if ((versionChanged || stored === undefined) && defaultSelectedUrl) {
      await this.dispatch({ type: 'updateVersion', defaultListUrls: this.defaultListUrls, defaultSelectedUrl })
    }
  }

  /** Whether the selected list has loaded (or failed): its tokens are all the list will offer for now. */
  get selectedSettled(): boolean {
    const url = this.state.selectedListUrl
    const list = url ? this.state.byUrl[url] : undefined
    return list !== undefined && list.loadingRequestId === null && (list.current !== null || list.error !== null)
  }

  /** List URLs in display order (by name). */
  get sortedUrls(): string[] {
    return sortListUrls(this.state.byUrl)
  }

  canRemove(url: string): boolean {
    return canRemoveList(this.state, url)
  }

  /** Fetches every list now and then every 10 minutes until `stop`. */
  startRefreshing(): void {
    const clock = this.sources?.clock
    if (!clock) return
    const refresh = () => {
      void this.fetchAll()
      this.stopRefresh = clock.schedule(LIST_REFRESH_INTERVAL_MS, refresh)
    }
    refresh()
  }

  stop(): void {
    this.stopRefresh?.()
  }

  fetchAll(): Promise<void> {
    return Promise.all(Object.keys(this.state.byUrl).map((url) => this.fetchList(url))).then(() => undefined)
  }

  /** Downloads one list into the state (loading, then fulfilled or rejected) and applies an update it brings. */
  async fetchList(url: string): Promise<void> {
    if (!this.sources) return
    this.requests += 1
    const requestId = String(this.requests)
    await this.dispatch({ type: 'fetchPending', url, requestId })
    try {
      const tokenList = await this.sources.fetcher.fetchList(url)
      await this.dispatch({ type: 'fetchFulfilled', url, requestId, tokenList })
    } catch (error) {
      const errorMessage = error instanceof Error ? error.message : String(error)
      await this.dispatch({ type: 'fetchRejected', url, requestId, errorMessage })
      return
    }
    await this.applyUpdate(url)
  }

  /**
   * Adds a list the user typed (URL or name): it is downloaded first and added only when it loads.
   * @throws the fetcher's error ('Unrecognized list URL protocol.', 'Failed to download list {url}', ...)
   */
  async addList(url: string): Promise<void> {
    if (!this.sources) return
    const tokenList = await this.sources.fetcher.fetchList(url)
    if (url in this.state.byUrl) return this.fetchList(url)
    await this.dispatch({ type: 'fetchFulfilled', url, requestId: 'add', tokenList })
  }

  select(url: string): Promise<void> {
    return this.dispatch({ type: 'select', url })
  }

  remove(url: string): Promise<void> {
    return this.dispatch({ type: 'remove', url })
  }

  acceptUpdate(url: string): Promise<void> {
    return this.dispatch({ type: 'acceptUpdate', url })
  }

  async dispatch(action: ListsAction): Promise<void> {
    const next = listsReducer(this.state, action)
    runInAction(() => (this.state = next))
    await this.stored.write(next as unknown as Parameters<ListsStore['write']>[0])
  }

  private async applyUpdate(url: string): Promise<void> {
    const list = this.state.byUrl[url]
    if (!list?.current || !list.pendingUpdate || !this.sources) return
    const update = { url, oldList: list.current, newList: list.pendingUpdate }
    const decision = decideListUpdate(url, update.oldList, update.newList)
    if (decision === 'autoAccept') await this.acceptUpdate(url)
    this.sources.onUpdate({ ...update, decision })
  }
}
