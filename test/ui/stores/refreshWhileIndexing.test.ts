import { describe, expect, it } from 'vitest'
import { refreshWhileIndexing } from '../../../src/ui/stores/refreshWhileIndexing'
import { ManualClock } from '../../doubles/ManualClock'

describe('refreshWhileIndexing', () => {
  it('reads at once, then at 0.5, 1.5, 3.5 and 7.5 s while the server indexes, and no more', async () => {
    const clock = new ManualClock()
    const reads: number[] = []
    refreshWhileIndexing(clock, async () => void reads.push(clock.now()))
    const start = clock.now()
    await clock.advance(60_000)
    expect(reads.map((time) => time - start)).toEqual([0, 500, 1_500, 3_500, 7_500])
    expect(clock.pending()).toBe(0)
  })

  it('stops reading when cancelled (the screen closed)', async () => {
    const clock = new ManualClock()
    let reads = 0
    const cancel = refreshWhileIndexing(clock, async () => void reads++)
    await clock.advance(600)
    cancel()
    await clock.advance(60_000)
    expect(reads).toBe(2)
  })
})
