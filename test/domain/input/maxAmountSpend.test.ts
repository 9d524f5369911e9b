import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maxAmountSpend } from '../../../src/domain/input/maxAmountSpend'
import { NATIVE_GAS_RESERVE } from '../../../src/domain/input/nativeGasReserve'
import { showMaxButton } from '../../../src/domain/input/showMaxButton'
import { hecoHt, hecoUsdt, hecoWht } from '../support/fixtures'

describe('maxAmountSpend', () => {
  it('keeps 0.01 of the native coin for gas', () => {
    expect(NATIVE_GAS_RESERVE).toBe(10_000_000_000_000_000n)
  })

  it.each([
    [10n ** 18n, 990_000_000_000_000_000n],
    [NATIVE_GAS_RESERVE + 1n, 1n],
    [NATIVE_GAS_RESERVE, 0n],
    [5n, 0n],
    [0n, 0n],
  ])('of %s HT wei is %s', (balance, max) => {
    expect(maxAmountSpend({ currency: hecoHt, raw: balance })).toEqual({ currency: hecoHt, raw: max })
  })

  it('is the whole balance of a token, the wrapped native token included', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }), (raw) => {
        expect(maxAmountSpend({ currency: hecoUsdt, raw })?.raw).toBe(raw)
        expect(maxAmountSpend({ currency: hecoWht, raw })?.raw).toBe(raw)
        expect(maxAmountSpend({ currency: hecoHt, raw })?.raw).toBe(
          raw > NATIVE_GAS_RESERVE ? raw - NATIVE_GAS_RESERVE : 0n,
        )
      }),
    )
  })

  it('is unknown while the balance is', () => {
    expect(maxAmountSpend(undefined)).toBeUndefined()
  })
})

describe('showMaxButton', () => {
  const max = { currency: hecoHt, raw: 990n }
  it.each([
    [max, { currency: hecoHt, raw: 990n }, false],
    [max, { currency: hecoHt, raw: 989n }, true],
    [max, { currency: hecoWht, raw: 990n }, true],
    [max, undefined, true],
    [undefined, { currency: hecoHt, raw: 990n }, true],
  ])('case %# → %s', (maxSpendable, typed, shown) => {
    expect(showMaxButton(maxSpendable, typed)).toBe(shown)
  })
})
