import { NoPendingListUpdateError } from '../errors/NoPendingListUpdateError'
import { getVersionUpgrade } from './getVersionUpgrade'
import type { ListsAction } from './ListsAction'
import type { ListState, ListsState } from './ListsState'
import { sortListUrls } from './sortListUrls'
import { VersionUpgrade } from './VersionUpgrade'

const NEW_LIST_STATE: ListState = Object.freeze({
  current: null,
  pendingUpdate: null,
  loadingRequestId: null,
  error: null,
})

const withList = (state: ListsState, url: string, list: ListState): ListsState => ({
  ...state,
  byUrl: { ...state.byUrl, [url]: list },
})

function updateVersion(state: ListsState, defaults: readonly string[], defaultSelectedUrl: string): ListsState {
  const byUrl: Record<string, ListState> = {}
  const last = state.lastInitializedDefaultListOfLists
  if (last !== undefined) {
    const retired = new Set(last.filter((url) => !defaults.includes(url)))
    for (const [url, list] of Object.entries(state.byUrl)) if (!retired.has(url)) byUrl[url] = list
  }
  for (const url of defaults) if (!(last ?? []).includes(url)) byUrl[url] ??= NEW_LIST_STATE // a removed default stays removed
  let selectedListUrl = last === undefined ? undefined : state.selectedListUrl
  if (selectedListUrl === undefined || byUrl[selectedListUrl] === undefined) {
    selectedListUrl = defaultSelectedUrl
    byUrl[defaultSelectedUrl] ??= NEW_LIST_STATE
  }
  return { byUrl, selectedListUrl, lastInitializedDefaultListOfLists: [...defaults] }
}

/**
 * The token-list state after an action (spec section 4), as a new object:
 * - `fetchPending`: marks the fetch in flight and clears the error;
 * - `fetchFulfilled`: sets `current` when there is none; when there is, a newer version becomes `pendingUpdate` and
 *   the same or an older one is ignored (only the loading mark is cleared); a superseded fetch never overwrites;
 * - `fetchRejected`: for the latest fetch only, records the error and clears `current` and `pendingUpdate`;
 * - `select` / `add`: adds the URL if new (and selects it);
 * - `remove`: drops the URL; removing the selected list selects the first remaining one in display order;
 * - `acceptUpdate`: makes the pending update current;
 * - `updateVersion`: adds new default lists, drops retired ones, keeps the user's, selects the default if needed.
 *
 * @throws NoPendingListUpdateError ('accept list update called without pending update') for `acceptUpdate` without one.
 * @example listsReducer(state, { type: 'fetchFulfilled', url, requestId, tokenList: validateTokenList(json) })
 */
export function listsReducer(state: ListsState, action: ListsAction): ListsState {
  const list = 'url' in action ? state.byUrl[action.url] : undefined
  switch (action.type) {
    case 'fetchPending':
      return withList(state, action.url, {
        ...(list ?? NEW_LIST_STATE),
        loadingRequestId: action.requestId,
        error: null,
      })
    case 'fetchFulfilled': {
      const { url, requestId, tokenList } = action
      const current = list?.current ?? null
      if (current === null) return withList(state, url, { ...NEW_LIST_STATE, current: tokenList })
      const loading = list?.loadingRequestId ?? null
      if (loading !== null && loading !== requestId) return state
      if (getVersionUpgrade(current.version, tokenList.version) === VersionUpgrade.NONE) {
        return withList(state, url, { ...(list as ListState), loadingRequestId: null })
      }
      return withList(state, url, {
        ...(list as ListState),
        loadingRequestId: null,
        error: null,
        pendingUpdate: tokenList,
      })
    }
    case 'fetchRejected':
      if (list?.loadingRequestId !== action.requestId) return state
      return withList(state, action.url, { ...NEW_LIST_STATE, error: action.errorMessage })
    case 'select':
      return { ...withList(state, action.url, list ?? NEW_LIST_STATE), selectedListUrl: action.url }
    case 'add':
      return list === undefined ? withList(state, action.url, NEW_LIST_STATE) : state
    case 'remove': {
      const { [action.url]: _removed, ...byUrl } = state.byUrl
      const selectedListUrl = state.selectedListUrl === action.url ? sortListUrls(byUrl)[0] : state.selectedListUrl
      return { ...state, byUrl, selectedListUrl }
    }
    case 'acceptUpdate':
      if (!list?.pendingUpdate) throw new NoPendingListUpdateError(action.url)
      return withList(state, action.url, { ...list, current: list.pendingUpdate, pendingUpdate: null })
    case 'updateVersion':
      return updateVersion(state, action.defaultListUrls, action.defaultSelectedUrl)
  }
}
