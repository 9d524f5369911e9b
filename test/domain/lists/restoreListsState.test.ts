import { describe, expect, it } from 'vitest'
import { restoreListsState } from '../../../src/domain/lists/restoreListsState'
import { fomoList, listAt } from './tokenLists'

const URL = 'https://fomo.example/default-token-list.json'

describe('restoreListsState', () => {
  it('starts empty from nothing', () => {
    expect(restoreListsState(undefined)).toEqual({ byUrl: {}, selectedListUrl: undefined })
  })

  it('keeps valid lists, drops damaged ones and forgets fetches of an earlier run', () => {
    const newer = listAt(1, 1, 0)
    const restored = restoreListsState({
      byUrl: {
        [URL]: { current: fomoList, pendingUpdate: newer, error: null, loadingRequestId: 'old' } as never,
        'tokens.fomo.eth': { current: { ...fomoList, tokens: [] }, error: 'Failed to download list tokens.fomo.eth' },
        'broken.eth': { current: 'nonsense', error: 42 },
      },
      selectedListUrl: URL,
      lastInitializedDefaultListOfLists: [URL],
    })
    expect(restored).toEqual({
      byUrl: {
        [URL]: { current: fomoList, pendingUpdate: newer, loadingRequestId: null, error: null },
        'tokens.fomo.eth': {
          current: null,
          pendingUpdate: null,
          loadingRequestId: null,
          error: 'Failed to download list tokens.fomo.eth',
        },
        'broken.eth': { current: null, pendingUpdate: null, loadingRequestId: null, error: null },
      },
      selectedListUrl: URL,
      lastInitializedDefaultListOfLists: [URL],
    })
  })

  it('ignores a malformed selection and default-list record', () => {
    expect(restoreListsState({ selectedListUrl: 3, lastInitializedDefaultListOfLists: [1] })).toEqual({
      byUrl: {},
      selectedListUrl: undefined,
    })
  })
})
