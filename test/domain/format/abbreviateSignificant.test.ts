import { describe, expect, it } from 'vitest'
import { abbreviateSignificant } from '../../../src/domain/format/abbreviateSignificant'
import type { Rounding } from '../../../src/domain/math/Rounding'

describe('abbreviateSignificant', () => {
  it.each<[bigint, bigint, number, Rounding, string]>([
    [0n, 1n, 4, 'down', '0'],
    [1n, 10n ** 6n, 6, 'down', '0.000001'],
    [150014n, 10n ** 26n, 6, 'halfUp', '<0.000001'], // not 0.00000000000000000000150014
    [2999n * 10n ** 20n, 1n, 4, 'down', '2.999e23'], // not 299900000000000000000000
    [10n ** 15n - 1n, 1n, 4, 'down', '999900000000000'], // the last plain figure
    [10n ** 15n, 1n, 4, 'down', '1e15'],
    [99_996n * 10n ** 11n, 1n, 4, 'halfUp', '1e16'], // 9.9996e15 rounds up into the next power
    [99_996n * 10n ** 11n, 1n, 4, 'down', '9.999e15'],
    [123_456_789n * 10n ** 30n, 10n ** 18n, 6, 'down', '1.23456e20'],
    [-15n, 10n, 4, 'down', '-1.5'],
  ])('%s / %s with %i significant digits (%s) shows %s', (numerator, denominator, digits, rounding, text) => {
    expect(abbreviateSignificant({ numerator, denominator }, digits, rounding)).toBe(text)
  })
})
