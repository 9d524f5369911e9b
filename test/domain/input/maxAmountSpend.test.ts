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
  const reserve = NATIVE_GAS_RESERVE
  it.each([
    ['a token balance, nothing typed', { currency: hecoUsdt, raw: 990n }, undefined, true],
    ['the whole token balance typed', { currency: hecoUsdt, raw: 990n }, { currency: hecoUsdt, raw: 990n }, false],
    ['less than the balance typed', { currency: hecoUsdt, raw: 990n }, { currency: hecoUsdt, raw: 989n }, true],
    ['the same amount of another currency', { currency: hecoUsdt, raw: 990n }, { currency: hecoWht, raw: 990n }, true],
    [
      'HT less the gas reserve typed',
      { currency: hecoHt, raw: reserve + 990n },
      { currency: hecoHt, raw: 990n },
      false,
    ],
    [
      'the whole HT balance typed',
      { currency: hecoHt, raw: reserve + 990n },
      { currency: hecoHt, raw: reserve + 990n },
      true,
    ],
    ['an unknown balance', undefined, undefined, false],
    ['a zero balance', { currency: hecoUsdt, raw: 0n }, undefined, false],
    ['no more HT than the gas reserve', { currency: hecoHt, raw: reserve }, undefined, false],
  ])('%s → %s', (_case, balance, typed, shown) => {
    expect(showMaxButton(balance, typed)).toBe(shown)
  })
})
