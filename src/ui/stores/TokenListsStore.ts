import { makeAutoObservable, runInAction } from 'mobx'
import type { ListsAction } from '../../domain/lists/ListsAction'
import type { ListsState } from '../../domain/lists/ListsState'
import { listsReducer } from '../../domain/lists/listsReducer'
import { restoreListsState, type StoredListsState } from '../../domain/lists/restoreListsState'
import type { ListsStore } from '../../ports/ListsStore'

const EMPTY: ListsState = { byUrl: {}, selectedListUrl: undefined }

/**
 * The token-list state, persisted in local storage, read back through the domain's `restoreListsState` (damaged
 * lists dropped) and changed only through the domain's lists reducer. On first start and after an app-version update
 * the default list set is reset (`updateVersion`).
 */
export class TokenListsStore {
  state: ListsState = EMPTY

  constructor(
    private readonly stored: ListsStore,
    private readonly defaultListUrls: readonly string[],
  ) {
    makeAutoObservable<this, 'stored' | 'defaultListUrls'>(this, { stored: false, defaultListUrls: false })
  }

  async init(versionChanged: boolean): Promise<void> {
    const stored = (await this.stored.read().catch(() => undefined)) as StoredListsState | undefined
    runInAction(() => (this.state = restoreListsState(stored)))
    const [defaultSelectedUrl] = this.defaultListUrls
    if ((versionChanged || stored === undefined) && defaultSelectedUrl) {
      await this.dispatch({ type: 'updateVersion', defaultListUrls: this.defaultListUrls, defaultSelectedUrl })
    }
  }

  async dispatch(action: ListsAction): Promise<void> {
    const next = listsReducer(this.state, action)
    runInAction(() => (this.state = next))
    await this.stored.write(next as unknown as Parameters<ListsStore['write']>[0])
  }
}
