import { describe, expect, it } from 'vitest'
import { seasonCountdown } from '../../../src/domain/season/seasonCountdown'

describe('seasonCountdown (the fixed cut-off at end_time)', () => {
  it.each([
    [null, 0, { phase: 'none' }],
    [1_000, 0, { phase: 'running', secondsLeft: 1_000 }],
    [1_000, 998_999, { phase: 'running', secondsLeft: 2 }],
    [1_000, 999_000, { phase: 'running', secondsLeft: 1 }],
    [1_000, 999_999, { phase: 'running', secondsLeft: 1 }],
    [1_000, 1_000_000, { phase: 'ended' }],
    [1_000, 5_000_000, { phase: 'ended' }],
  ])('end %j at %i ms is %j', (endTime, nowMs, expected) => {
    expect(seasonCountdown(endTime, nowMs)).toEqual(expected)
  })
})
