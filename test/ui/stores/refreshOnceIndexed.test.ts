import { describe, expect, it } from 'vitest'
import { INDEXED_WAIT_MS, refreshOnceIndexed } from '../../../src/ui/stores/refreshOnceIndexed'
import { ManualClock } from '../../doubles/ManualClock'

/** A server that indexes chain 128 up to `indexedAt(now)` and counts how often it was asked. */
function server(clock: ManualClock, indexedAt: (elapsedMs: number) => number | Error) {
  const start = clock.now()
  const asked: number[] = []
  const blockOf = async (chainId: number) => {
    asked.push(chainId)
    const indexed = indexedAt(clock.now() - start)
    if (indexed instanceof Error) throw indexed
    return indexed
  }
  return { blockOf, asked, start }
}

describe('refreshOnceIndexed', () => {
  it('reads once, when the server has indexed the confirming block, however long it takes', async () => {
    const clock = new ManualClock()
    // the server stays at block 11 for 9 s, then has block 12 (the confirmation's): timed reads at 0.5-7.5 s missed it
    const { blockOf, start } = server(clock, (elapsed) => (elapsed < 9_000 ? 11 : 12))
    const reads: number[] = []
    refreshOnceIndexed(blockOf, clock, 128, 12, () => void reads.push(clock.now() - start))
    await clock.advance(30_000)
    expect(reads).toHaveLength(1)
    expect(reads[0]).toBeGreaterThanOrEqual(9_000)
    expect(reads[0]).toBeLessThan(9_500)
    expect(clock.pending()).toBe(0)
  })

  it('reads at once when the server is already there, asking chain 128 only', async () => {
    const clock = new ManualClock()
    const { blockOf, asked } = server(clock, () => 20)
    let reads = 0
    refreshOnceIndexed(blockOf, clock, 128, 12, () => void reads++)
    await clock.advance(10_000)
    expect(reads).toBe(1)
    expect(asked).toEqual([128])
  })

  it('asks again after a failed ask, and reads once the answer says the block is in', async () => {
    const clock = new ManualClock()
    const { blockOf } = server(clock, (elapsed) => (elapsed < 1_000 ? new Error('offline') : 12))
    let reads = 0
    refreshOnceIndexed(blockOf, clock, 128, 12, () => void reads++)
    await clock.advance(5_000)
    expect(reads).toBe(1)
  })

  it('reads anyway once the server has lagged for the whole wait, and then stops asking', async () => {
    const clock = new ManualClock()
    const { blockOf, start } = server(clock, () => 3)
    const reads: number[] = []
    refreshOnceIndexed(blockOf, clock, 128, 12, () => void reads.push(clock.now() - start))
    await clock.advance(INDEXED_WAIT_MS * 2)
    expect(reads).toHaveLength(1)
    expect(reads[0]).toBeGreaterThanOrEqual(INDEXED_WAIT_MS)
    expect(clock.pending()).toBe(0)
  })

  it('neither reads nor asks again once cancelled (the screen closed)', async () => {
    const clock = new ManualClock()
    const { blockOf, asked } = server(clock, (elapsed) => (elapsed < 5_000 ? 11 : 12))
    let reads = 0
    const cancel = refreshOnceIndexed(blockOf, clock, 128, 12, () => void reads++)
    await clock.advance(1_000)
    cancel()
    const askedBefore = asked.length
    await clock.advance(60_000)
    expect(reads).toBe(0)
    expect(asked.length).toBe(askedBefore)
  })
})
