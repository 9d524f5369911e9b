import { describe, expect, it } from 'vitest'
import { formatCountdown } from '../../../src/domain/format/formatCountdown'

describe('formatCountdown', () => {
  it.each([
    [90_061_000, 0, '1d 01:01:01'],
    [7 * 86_400_000, 0, '7d 00:00:00'],
    [59_999, 0, '00:00:59'],
    [3_600_000, 0, '01:00:00'],
    [1000, 5000, '00:00:00'],
  ])('%i ms ahead of %i shows %s', (until, now, text) => {
    expect(formatCountdown(until, now)).toBe(text)
  })
})
