import { describe, expect, it } from 'vitest'
import { NoPendingListUpdateError } from '../../../src/domain/errors/NoPendingListUpdateError'
import type { ListsState } from '../../../src/domain/lists/ListsState'
import { listsReducer } from '../../../src/domain/lists/listsReducer'
import { sortListUrls } from '../../../src/domain/lists/sortListUrls'
import { fomoList, listAt } from './tokenLists'

const URL = 'https://fomo.example/default-token-list.json'
const OTHER = 'tokens.fomo.eth'
const empty: ListsState = { byUrl: {}, selectedListUrl: undefined }
const NEW = { current: null, pendingUpdate: null, loadingRequestId: null, error: null }
const loaded: ListsState = {
  byUrl: { [URL]: { ...NEW, current: fomoList } },
  selectedListUrl: URL,
}

describe('listsReducer', () => {
  it('marks a fetch pending and keeps what was loaded', () => {
    const state = listsReducer(
      { ...loaded, byUrl: { [URL]: { ...NEW, current: fomoList, error: 'old' } } },
      { type: 'fetchPending', url: URL, requestId: 'r1' },
    )
    expect(state.byUrl[URL]).toEqual({ ...NEW, current: fomoList, loadingRequestId: 'r1' })
    expect(listsReducer(empty, { type: 'fetchPending', url: URL, requestId: 'r1' }).byUrl[URL]).toEqual({
      ...NEW,
      loadingRequestId: 'r1',
    })
  })

  it('sets the first list fetched as current', () => {
    const pending = listsReducer(empty, { type: 'fetchPending', url: URL, requestId: 'r1' })
    const state = listsReducer(pending, { type: 'fetchFulfilled', url: URL, requestId: 'r1', tokenList: fomoList })
    expect(state.byUrl[URL]).toEqual({ ...NEW, current: fomoList })
  })

  it('stores a newer version as the pending update', () => {
    const pending = listsReducer(loaded, { type: 'fetchPending', url: URL, requestId: 'r2' })
    const newer = listAt(1, 1, 0)
    const state = listsReducer(pending, { type: 'fetchFulfilled', url: URL, requestId: 'r2', tokenList: newer })
    expect(state.byUrl[URL]).toEqual({ ...NEW, current: fomoList, pendingUpdate: newer })
  })

  it('ignores the same or an older version, only ending the fetch', () => {
    const pending = listsReducer(loaded, { type: 'fetchPending', url: URL, requestId: 'r2' })
    for (const tokenList of [listAt(1, 0, 0), listAt(0, 9, 9)]) {
      const state = listsReducer(pending, { type: 'fetchFulfilled', url: URL, requestId: 'r2', tokenList })
      expect(state.byUrl[URL]).toEqual({ ...NEW, current: fomoList })
    }
  })

  it('lets no superseded fetch overwrite a newer one', () => {
    const pending = listsReducer(loaded, { type: 'fetchPending', url: URL, requestId: 'r3' })
    expect(
      listsReducer(pending, { type: 'fetchFulfilled', url: URL, requestId: 'r2', tokenList: listAt(3, 0, 0) }),
    ).toBe(pending)
    expect(listsReducer(pending, { type: 'fetchRejected', url: URL, requestId: 'r2', errorMessage: 'x' })).toBe(pending)
  })

  it('records a failed fetch and clears the list', () => {
    const pending = listsReducer(loaded, { type: 'fetchPending', url: URL, requestId: 'r2' })
    const errorMessage = `Failed to download list ${URL}`
    const state = listsReducer(pending, { type: 'fetchRejected', url: URL, requestId: 'r2', errorMessage })
    expect(state.byUrl[URL]).toEqual({ ...NEW, error: errorMessage })
  })

  it('accepts a pending update, and refuses to accept without one', () => {
    const newer = listAt(2, 0, 0)
    const withPending = { ...loaded, byUrl: { [URL]: { ...NEW, current: fomoList, pendingUpdate: newer } } }
    expect(listsReducer(withPending, { type: 'acceptUpdate', url: URL }).byUrl[URL]).toEqual({ ...NEW, current: newer })
    for (const url of [URL, OTHER]) {
      expect(() => listsReducer(loaded, { type: 'acceptUpdate', url })).toThrow(NoPendingListUpdateError)
      expect(() => listsReducer(loaded, { type: 'acceptUpdate', url })).toThrow(
        'accept list update called without pending update',
      )
    }
  })

  it('adds and selects lists', () => {
    const added = listsReducer(loaded, { type: 'add', url: OTHER })
    expect(added.byUrl[OTHER]).toEqual(NEW)
    expect(added.selectedListUrl).toBe(URL)
    expect(listsReducer(added, { type: 'add', url: URL })).toBe(added)
    const selected = listsReducer(loaded, { type: 'select', url: OTHER })
    expect([selected.selectedListUrl, selected.byUrl[OTHER]]).toEqual([OTHER, NEW])
  })

  it('removing the selected list selects the first remaining one by name', () => {
    const state: ListsState = {
      byUrl: {
        a: { ...NEW, current: { ...fomoList, name: 'Zeta' } },
        b: { ...NEW, current: { ...fomoList, name: 'alpha' } },
        c: NEW,
        [URL]: { ...NEW, current: fomoList },
      },
      selectedListUrl: URL,
    }
    const removed = listsReducer(state, { type: 'remove', url: URL })
    expect([Object.keys(removed.byUrl), removed.selectedListUrl]).toEqual([['a', 'b', 'c'], 'b'])
    expect(listsReducer(removed, { type: 'remove', url: 'a' }).selectedListUrl).toBe('b')
    expect(listsReducer(loaded, { type: 'remove', url: URL })).toEqual({ byUrl: {}, selectedListUrl: undefined })
  })

  it('adds new default lists after an app update, keeps the user’s and drops retired ones', () => {
    const first = listsReducer(empty, {
      type: 'updateVersion',
      defaultListUrls: [URL, 'old.eth'],
      defaultSelectedUrl: URL,
    })
    expect(first).toEqual({
      byUrl: { [URL]: NEW, 'old.eth': NEW },
      selectedListUrl: URL,
      lastInitializedDefaultListOfLists: [URL, 'old.eth'],
    })
    const used = listsReducer(listsReducer(first, { type: 'select', url: OTHER }), { type: 'remove', url: URL })
    const next = listsReducer(used, {
      type: 'updateVersion',
      defaultListUrls: [URL, 'new.eth'],
      defaultSelectedUrl: URL,
    })
    expect(next).toEqual({
      byUrl: { [OTHER]: NEW, 'new.eth': NEW },
      selectedListUrl: OTHER,
      lastInitializedDefaultListOfLists: [URL, 'new.eth'],
    })
  })
})

describe('sortListUrls', () => {
  it('orders loaded lists by name ignoring case, then the rest by URL', () => {
    const byUrl = {
      z: NEW,
      y: { ...NEW, current: { ...fomoList, name: 'beta' } },
      x: { ...NEW, current: { ...fomoList, name: 'Alpha' } },
      a: NEW,
      w: { ...NEW, current: { ...fomoList, name: 'alpha' } },
    }
    expect(sortListUrls(byUrl)).toEqual(['w', 'x', 'y', 'a', 'z'])
  })
})
