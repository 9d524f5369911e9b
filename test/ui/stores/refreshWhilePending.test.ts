import { observable, runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { refreshWhilePending } from '../../../src/ui/stores/refreshWhilePending'

/** A session whose server indexes blocks when the test says so: each wait is kept until its block is indexed. */
function session() {
  const state = observable({ blockNumber: undefined as number | undefined, pending: true })
  const waits: { block: number; refresh: () => unknown; cancelled: boolean }[] = []
  let indexed = 0
  const fake = {
    get blockNumber() {
      return state.blockNumber
    },
    afterBlockIndexed(block: number, refresh: () => unknown) {
      const wait = { block, refresh, cancelled: false }
      waits.push(wait)
      return () => {
        wait.cancelled = true
      }
    },
  }
  const indexTo = (block: number) => {
    indexed = block
    for (const wait of waits.splice(0)) if (!wait.cancelled && wait.block <= indexed) wait.refresh()
  }
  return { fake, state, waits, indexTo }
}

describe('refreshWhilePending', () => {
  it('reads once the server has indexed the new block, not when the node announces it', () => {
    const { fake, state, indexTo } = session()
    let reads = 0
    const stop = refreshWhilePending(
      fake,
      () => state.pending,
      () => void reads++,
    )
    runInAction(() => (state.blockNumber = 12))
    expect(reads).toBe(0) // announced, not indexed: a read now would answer as of block 11
    indexTo(12)
    expect(reads).toBe(1)
    stop()
  })

  it('waits for the newest block only, and for none once nothing is pending or after stop', () => {
    const { fake, state, waits, indexTo } = session()
    let reads = 0
    const stop = refreshWhilePending(
      fake,
      () => state.pending,
      () => void reads++,
    )
    runInAction(() => (state.blockNumber = 12))
    runInAction(() => (state.blockNumber = 13))
    expect(waits.map((wait) => [wait.block, wait.cancelled])).toEqual([
      [12, true],
      [13, false],
    ])
    indexTo(13)
    expect(reads).toBe(1)

    runInAction(() => (state.pending = false))
    runInAction(() => (state.blockNumber = 14))
    expect(waits).toEqual([]) // all final: the blocks ask nothing

    runInAction(() => (state.pending = true))
    expect(waits.map((wait) => wait.block)).toEqual([14])
    stop()
    expect(waits[0]?.cancelled).toBe(true)
    indexTo(14)
    expect(reads).toBe(1)
  })
})
