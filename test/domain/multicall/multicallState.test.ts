import { describe, expect, it } from 'vitest'
import { abandonCallsFetching } from '../../../src/domain/multicall/abandonCallsFetching'
import { activeListeningKeys } from '../../../src/domain/multicall/activeListeningKeys'
import { addCallListeners } from '../../../src/domain/multicall/addCallListeners'
import { createMulticallState } from '../../../src/domain/multicall/MulticallState'
import { markCallsFetching } from '../../../src/domain/multicall/markCallsFetching'
import { outdatedListeningKeys } from '../../../src/domain/multicall/outdatedListeningKeys'
import { recordCallFetchError } from '../../../src/domain/multicall/recordCallFetchError'
import { recordCallResults } from '../../../src/domain/multicall/recordCallResults'
import { removeCallListeners } from '../../../src/domain/multicall/removeCallListeners'
import { toCallKey } from '../../../src/domain/multicall/toCallKey'

const a = { address: `0x${'aa'.repeat(20)}`, callData: '0x01' }
const b = { address: `0x${'bb'.repeat(20)}`, callData: '0x02' }
const [keyA, keyB] = [toCallKey(a), toCallKey(b)]

describe('multicall listeners', () => {
  it('counts listeners per blocks-per-fetch and keeps the most eager', () => {
    const state = createMulticallState()
    addCallListeners(state, [a, b], 4)
    addCallListeners(state, [a], 1)
    addCallListeners(state, [a], 1)
    expect(state.callListeners[keyA]).toEqual({ 1: 2, 4: 1 })
    expect(activeListeningKeys(state)).toEqual({ [keyA]: 1, [keyB]: 4 })
    removeCallListeners(state, [a], 1)
    removeCallListeners(state, [a], 1)
    expect(activeListeningKeys(state)).toEqual({ [keyA]: 4, [keyB]: 4 })
    removeCallListeners(state, [a, b], 4)
    removeCallListeners(state, [a], 7) // unknown: ignored
    expect(state.callListeners).toEqual({})
    expect(activeListeningKeys(state)).toEqual({})
  })
})

describe('outdatedListeningKeys', () => {
  it('is empty before the first block', () => {
    expect(outdatedListeningKeys({}, { [keyA]: 1 }, undefined)).toEqual([])
  })

  it('wants calls never answered', () => {
    expect(outdatedListeningKeys({}, { [keyA]: 1, [keyB]: 3 }, 10)).toEqual([keyA, keyB])
  })

  it.each([
    // blocksPerFetch, fetched at, latest, outdated?
    [1, 10, 10, false],
    [1, 10, 11, true],
    [3, 10, 12, false],
    [3, 10, 13, true], // refetched once blockNumber >= lastFetched + blocksPerFetch
    [5, 10, 14, false],
    [5, 10, 15, true],
  ])('blocksPerFetch %i, read at %i, latest %i: outdated %s', (blocksPerFetch, at, latest, outdated) => {
    const results = { [keyA]: { data: '0x', blockNumber: at } }
    expect(outdatedListeningKeys(results, { [keyA]: blocksPerFetch }, latest)).toEqual(outdated ? [keyA] : [])
  })

  it('skips calls already being read for a recent enough block', () => {
    const results = { [keyA]: { data: '0x', blockNumber: 9, fetchingBlockNumber: 10 } }
    expect(outdatedListeningKeys(results, { [keyA]: 1 }, 10)).toEqual([])
    expect(outdatedListeningKeys(results, { [keyA]: 1 }, 11)).toEqual([keyA])
  })
})

describe('multicall results', () => {
  it('marks fetching, stores results and keeps the newest', () => {
    const state = createMulticallState()
    markCallsFetching(state, [keyA, keyB], 10)
    markCallsFetching(state, [keyA], 9) // an older read does not replace a newer one
    expect(state.callResults[keyA]).toEqual({ fetchingBlockNumber: 10 })
    expect(recordCallResults(state, { [keyA]: '0xaa', [keyB]: null }, 10)).toEqual([keyA, keyB])
    expect(state.callResults[keyA]).toEqual({ data: '0xaa', blockNumber: 10 })
    expect(state.callResults[keyB]).toEqual({ data: null, blockNumber: 10 })
    expect(recordCallResults(state, { [keyA]: '0xold' }, 9)).toEqual([])
    expect(state.callResults[keyA]?.data).toBe('0xaa')
  })

  it('keeps a newer read under way when an older result arrives', () => {
    const state = createMulticallState()
    markCallsFetching(state, [keyA], 12)
    recordCallResults(state, { [keyA]: '0x11' }, 11)
    expect(state.callResults[keyA]).toEqual({ data: '0x11', blockNumber: 11, fetchingBlockNumber: 12 })
  })

  it('marks the calls of a failed chunk fetched with null data', () => {
    const state = createMulticallState()
    recordCallResults(state, { [keyA]: '0xaa' }, 9)
    markCallsFetching(state, [keyA, keyB], 10)
    expect(recordCallFetchError(state, [keyA, keyB], 10)).toEqual([keyA, keyB])
    expect(state.callResults[keyA]).toEqual({ data: null, blockNumber: 10 })
    expect(state.callResults[keyB]).toEqual({ data: null, blockNumber: 10 })
  })

  it('ignores a failure for a block other than the one being read', () => {
    const state = createMulticallState()
    markCallsFetching(state, [keyA], 11)
    expect(recordCallFetchError(state, [keyA], 10)).toEqual([])
    expect(state.callResults[keyA]).toEqual({ fetchingBlockNumber: 11 })
  })

  it('forgets a cancelled read so the next update reads again', () => {
    const state = createMulticallState()
    recordCallResults(state, { [keyA]: '0xaa' }, 9)
    markCallsFetching(state, [keyA], 10)
    abandonCallsFetching(state, [keyA], 10)
    expect(state.callResults[keyA]).toEqual({ data: '0xaa', blockNumber: 9 })
    expect(outdatedListeningKeys(state.callResults, { [keyA]: 1 }, 10)).toEqual([keyA])
  })
})
