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

  it.each([
    [900, { phase: 'running', secondsLeft: 100 }], // the chain behind the wall clock: the wall clock counts
    [990, { phase: 'running', secondsLeft: 10 }],
    [1_000, { phase: 'ended' }], // a chain moved forward past the end ends it
  ])('at 900 s with the chain at %i s is %j', (chainTime, expected) => {
    expect(seasonCountdown(1_000, 900_000, chainTime)).toEqual(expected)
  })
})
