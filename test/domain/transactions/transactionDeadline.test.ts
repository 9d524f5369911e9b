import { describe, expect, it } from 'vitest'
import { transactionDeadline } from '../../../src/domain/transactions/transactionDeadline'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'
import { ManualClock } from '../../doubles/ManualClock'

describe('transactionDeadline', () => {
  it.each([
    [1_700_000_000_000, 1200, 1_700_001_200n],
    [1_700_000_000_999, 1200, 1_700_001_200n],
    [1_700_000_001_000, 1200, 1_700_001_201n],
    [1_700_000_000_500, 60, 1_700_000_060n],
    [1_700_000_000_500, 0, 1_700_000_000n],
    [1_700_000_000_500, 4_320 * 60, 1_700_259_200n],
  ])('at %i ms (the chain behind) with a %i s setting is %s', async (nowMs, deadlineSeconds, deadline) => {
    const clocks = { clock: new ManualClock(nowMs), blocks: new ManualBlockTime(1_600_000_000) }
    expect(await transactionDeadline(clocks, 128, deadlineSeconds)).toBe(deadline)
  })

  it('counts from the latest block when the chain runs ahead of the clock (a devnet moved 2 days on)', async () => {
    const blocks = new ManualBlockTime()
    blocks.times.set(128, 1_700_172_800)
    const clocks = { clock: new ManualClock(1_700_000_000_000), blocks }
    expect(await transactionDeadline(clocks, 128, 1200)).toBe(1_700_174_000n)
    // another chain's time is its own
    expect(await transactionDeadline(clocks, 56, 1200)).toBe(1_700_001_200n)
  })

  it('moves with the clock, and falls back to it when the node does not answer', async () => {
    const clock = new ManualClock(1_700_000_000_000)
    await clock.advance(90_500)
    expect(await transactionDeadline({ clock, blocks: new ManualBlockTime() }, 128, 1200)).toBe(1_700_001_290n)
    const down = { of: () => Promise.reject(new Error('connection refused')) }
    expect(await transactionDeadline({ clock, blocks: down }, 128, 1200)).toBe(1_700_001_290n)
  })
})
