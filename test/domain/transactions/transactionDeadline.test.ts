import { describe, expect, it } from 'vitest'
import { transactionDeadline } from '../../../src/domain/transactions/transactionDeadline'
import { ManualClock } from '../../doubles/ManualClock'

describe('transactionDeadline', () => {
  it.each([
    [1_700_000_000_000, 1200, 1_700_001_200n],
    [1_700_000_000_999, 1200, 1_700_001_200n],
    [1_700_000_001_000, 1200, 1_700_001_201n],
    [1_700_000_000_500, 60, 1_700_000_060n],
    [1_700_000_000_500, 0, 1_700_000_000n],
    [1_700_000_000_500, 4_320 * 60, 1_700_259_200n],
  ])('at %i ms with a %i s setting is %s', (nowMs, deadlineSeconds, deadline) => {
    expect(transactionDeadline(new ManualClock(nowMs), deadlineSeconds)).toBe(deadline)
  })

  it('moves with the clock', async () => {
    const clock = new ManualClock(1_700_000_000_000)
    await clock.advance(90_500)
    expect(transactionDeadline(clock, 1200)).toBe(1_700_001_290n)
  })
})
