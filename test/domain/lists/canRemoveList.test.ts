import { describe, expect, it } from 'vitest'
import { canRemoveList } from '../../../src/domain/lists/canRemoveList'
import type { ListState } from '../../../src/domain/lists/ListsState'

const empty: ListState = { current: null, pendingUpdate: null, loadingRequestId: null, error: null }

describe('canRemoveList', () => {
  it.each([
    [{ a: empty }, 'a', false],
    [{ a: empty, b: empty }, 'a', true],
    [{ a: empty, b: empty }, 'c', false],
    [{}, 'a', false],
  ])('%j, %s → %s', (byUrl, url, expected) => {
    expect(canRemoveList({ byUrl, selectedListUrl: undefined }, url)).toBe(expected)
  })
})
