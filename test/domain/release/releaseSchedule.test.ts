import { describe, expect, it } from 'vitest'
import { entitlementOf, formatInvestmentRatio, parseInvestmentRatio } from '../../../src/domain/release/investmentRatio'
import { releasedAmount, releaseSchedule } from '../../../src/domain/release/releaseSchedule'

const schedule = { start: 1_000, cliffSeconds: 100, durationSeconds: 1_000 }

describe('releasedAmount', () => {
  it.each([
    [0, 0n],
    [1_000, 0n],
    [1_099, 0n],
    [1_100, 100n],
    [1_333, 333n],
    [1_999, 999n],
    [2_000, 1_000n],
    [9_999, 1_000n],
  ])('at %i releases %s of 1000 (cliff 100 s, linear over 1000 s from 1000)', (now, expected) => {
    expect(releasedAmount(1_000n, schedule, now)).toBe(expected)
  })

  it('rounds down', () => {
    expect(releasedAmount(10n, { start: 0, cliffSeconds: 0, durationSeconds: 3 }, 1)).toBe(3n)
  })
})

describe('releaseSchedule', () => {
  it('refuses a cliff beyond the duration, a zero duration and a negative start, naming the field', () => {
    expect(() => releaseSchedule({ start: 0, cliffSeconds: 11, durationSeconds: 10 })).toThrow(/cliff 11/)
    expect(() => releaseSchedule({ start: 0, cliffSeconds: 0, durationSeconds: 0 })).toThrow(/duration 0/)
    expect(() => releaseSchedule({ start: -1, cliffSeconds: 0, durationSeconds: 1 })).toThrow(/start -1/)
    expect(releaseSchedule(schedule)).toEqual(schedule)
  })
})

describe('investment ratio', () => {
  it.each([
    ['1', 1n, 1n, '1'],
    ['1.5', 15n, 10n, '1.5'],
    ['0.25', 25n, 100n, '0.25'],
  ])('reads %s exactly', (text, numerator, denominator, shown) => {
    const ratio = parseInvestmentRatio(text)
    expect(ratio).toEqual({ numerator, denominator })
    expect(formatInvestmentRatio(ratio)).toBe(shown)
  })

  it.each(['', '0', '-1', '1e3', '1.', 'one'])('refuses %j', (text) => {
    expect(() => parseInvestmentRatio(text)).toThrow(RangeError)
  })

  it('entitles to the invested amount times the ratio, rounded down', () => {
    expect(entitlementOf(3n, parseInvestmentRatio('0.5'))).toBe(1n)
    expect(entitlementOf(10n ** 18n, parseInvestmentRatio('1.5'))).toBe(15n * 10n ** 17n)
  })
})
