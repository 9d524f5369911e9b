import { describe, expect, it } from 'vitest'
import type { ListState, ListsState } from '../../../src/domain/lists/ListsState'
import { selectedListError } from '../../../src/domain/lists/selectedListError'
import { listAt, usdtInfo } from './tokenLists'

const URL = 'https://lists.example/fomo.json'
const list = listAt(1, 0, 0, [usdtInfo])
const idle: ListState = { current: null, pendingUpdate: null, loadingRequestId: null, error: null }

describe('selectedListError', () => {
  it.each<[string, ListsState, boolean]>([
    [
      'a selected list with its tokens shows',
      { byUrl: { [URL]: { ...idle, current: list } }, selectedListUrl: URL },
      false,
    ],
    [
      'a kept copy shows though the last refresh failed',
      { byUrl: { [URL]: { ...idle, current: list, error: 'Failed to download list' } }, selectedListUrl: URL },
      false,
    ],
    [
      'a first fetch in flight is not yet a failure',
      { byUrl: { [URL]: { ...idle, loadingRequestId: '1' } }, selectedListUrl: URL },
      false,
    ],
    [
      'no list selected: nothing to show, nothing failed',
      { byUrl: { [URL]: idle }, selectedListUrl: undefined },
      false,
    ],
    [
      'a failed fetch with no copy cannot show',
      { byUrl: { [URL]: { ...idle, error: 'Failed' } }, selectedListUrl: URL },
      true,
    ],
    [
      'a list whose first fetch has not started is not a failure',
      { byUrl: { [URL]: idle }, selectedListUrl: URL },
      false,
    ],
    ['a selected URL the state does not hold cannot show', { byUrl: {}, selectedListUrl: URL }, true],
  ])('%s', (_case, state, fails) => {
    const error = selectedListError(state)
    expect(error !== undefined).toBe(fails)
    if (error) {
      expect(error.name).toBe('CannotShowTokenListError')
      expect(error.message).toBe('could not show token list')
      expect(error.listUrl).toBe(URL)
    }
  })
})
