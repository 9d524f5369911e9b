import { describe, expect, it } from 'vitest'
import { invertPrice } from '../../../src/domain/currency/invertPrice'
import { formatBalance } from '../../../src/domain/format/formatBalance'
import { formatLpBalance } from '../../../src/domain/format/formatLpBalance'
import { formatPoolShare } from '../../../src/domain/format/formatPoolShare'
import { formatPrice } from '../../../src/domain/format/formatPrice'
import { formatPriceImpact } from '../../../src/domain/format/formatPriceImpact'
import { formatSwapAmount } from '../../../src/domain/format/formatSwapAmount'
import { hecoHusd, hecoUsdt, hecoWht } from '../support/fixtures'

const E18 = 10n ** 18n

describe('section 9 display formats', () => {
  it.each([
    [1_234_567_890_000_000_000_000n, 18, '1234.56'],
    [123_456_789n, 6, '123.456'],
    [999_999_999n, 3, '999999'],
    [1_234_567_890n, 0, '1234560000'],
    [E18, 18, '1'],
    [1_000_000_000_000n, 18, '0.000001'],
    [999_999_999_999n, 18, '<0.000001'],
    [1n, 18, '<0.000001'],
    [0n, 18, '0'],
    [1n, 6, '0.000001'],
    [123_456_789n * 10n ** 30n, 18, '1.23456e20'],
    [-1_500_000n, 6, '-1.5'],
  ])('balance %s with %i decimals shows %s (6 significant, rounded down)', (raw, decimals, text) => {
    expect(formatBalance(raw, decimals)).toBe(text)
  })

  it.each([
    [1_234_567n, 6, '1.234'],
    [99_999_999n, 8, '0.9999'],
    [123_456n * E18, 18, '123400'],
    [5n * 10n ** 11n, 18, '<0.000001'],
    [0n, 8, '0'],
    // from 10^15 a mantissa and its power of ten: not 299900000000000000000000 (issue 18)
    [2999n * 10n ** 38n, 18, '2.999e23'],
    [999_999_999_999_999n * E18, 18, '999900000000000'],
    [10n ** 33n, 18, '1e15'],
    [99_999n * 10n ** 29n, 18, '9.999e15'],
  ])('swap amount %s with %i decimals shows %s (4 significant, rounded down)', (raw, decimals, text) => {
    expect(formatSwapAmount(raw, decimals)).toBe(text)
  })

  it.each([
    [1_239_000_000_000_000_000n, '1.23'],
    [1_999_999_999_999_999_999n, '1.99'],
    [5n * 10n ** 15n, '0.00'],
    [0n, '0.00'],
    [123_456n * E18, '123456.00'],
  ])('LP balance %s shows %s (floored to 2 decimals)', (raw, text) => {
    expect(formatLpBalance(raw)).toBe(text)
  })

  it('shows prices with 6 or 4 significant digits, rounded half up, in whole units of both currencies', () => {
    // 1 WHT (18 decimals) = 12.345678 HUSD (8 decimals): 1_234_567_800 HUSD units per 10^18 WHT units
    const price = { baseCurrency: hecoWht, quoteCurrency: hecoHusd, numerator: 1_234_567_800n, denominator: E18 }
    expect(formatPrice(price, 6)).toBe('12.3457')
    expect(formatPrice(price, 4)).toBe('12.35')
    expect(formatPrice(invertPrice(price), 6)).toBe('0.081')
    expect(formatPrice(invertPrice(price), 4)).toBe('0.081')
    const tiny = { baseCurrency: hecoUsdt, quoteCurrency: hecoWht, numerator: 1n, denominator: 3n * E18 }
    expect(formatPrice(tiny, 6)).toBe('<0.000001') // not 0.000000000000000000333333 (issue 18)
    expect(formatPrice(invertPrice(tiny), 4)).toBe('3e18')
    expect(formatPrice(invertPrice(tiny), 6)).toBe('3e18')
  })

  it.each([
    [1n, 3n, 4, '33.3333%'],
    [1n, 3n, 2, '33.33%'],
    [2n, 3n, 2, '66.67%'],
    [1n, 1n, 2, '100.00%'],
    [0n, 1n, 2, '0.00%'],
    [1n, 10_000n, 2, '0.01%'],
    [3n, 20_000n, 2, '0.02%'],
    [1n, 20_000n, 2, '<0.01%'],
    [1n, 1_000_000n, 4, '0.0001%'],
    [1n, 1_000_001n, 4, '<0.0001%'],
  ])('pool share %s/%s with %i decimals shows %s', (numerator, denominator, places, text) => {
    expect(formatPoolShare({ numerator, denominator }, places as 4 | 2)).toBe(text)
  })

  it.each([
    [1_234n, 100_000n, '1.23%'],
    [1n, 10_000n, '0.01%'],
    [99n, 1_000_000n, '<0.01%'],
    [0n, 1n, '<0.01%'],
    [-5n, 100n, '<0.01%'],
    [15n, 100n, '15.00%'],
  ])('price impact %s/%s shows %s', (numerator, denominator, text) => {
    expect(formatPriceImpact({ numerator, denominator })).toBe(text)
  })
})
