import { describe, expect, it } from 'vitest'
import { BurnField, type BurnState, INITIAL_BURN_STATE } from '../../../src/domain/liquidity/BurnState'
import { burnFieldText } from '../../../src/domain/liquidity/burnFieldText'
import { burnPercent } from '../../../src/domain/liquidity/burnPercent'
import type { BurnAmounts } from '../../../src/domain/liquidity/deriveBurnAmounts'
import { nativeReceiveChoice } from '../../../src/domain/liquidity/nativeReceiveChoice'
import { positionValueOf } from '../../../src/domain/liquidity/positionValueOf'
import { sliderPercent } from '../../../src/domain/liquidity/sliderPercent'
import { hecoHt, hecoHusd, hecoUsdt, hecoWht } from '../support/fixtures'
import { grownPool, grownPoolSupply } from '../support/liquidityPairs'

/** A third of a position: 1/3 of 3 LP (18 decimals), 1.2345678 A (18 decimals) and 2.5 B (6 decimals). */
const third: BurnAmounts = {
  percent: { numerator: 1n, denominator: 3n },
  liquidity: 10n ** 18n,
  amountA: 1_234_567_800_000_000_000n,
  amountB: 2_500_000n,
}
const decimals = { a: 18, b: 6 }
const typedPercent: BurnState = { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '33' }
const typedA: BurnState = { independentField: BurnField.CURRENCY_A, typedValue: '1.23456780' }

describe('burnFieldText', () => {
  it.each<[string, BurnState, BurnField, BurnAmounts | undefined, string]>([
    ['the typed field as typed', typedA, BurnField.CURRENCY_A, third, '1.23456780'],
    ['the percent from the slider', typedA, BurnField.LIQUIDITY_PERCENT, third, '33'],
    ['the LP tokens, 18 decimals', typedPercent, BurnField.LIQUIDITY, third, '1'],
    ['currency A, 6 significant digits down', typedPercent, BurnField.CURRENCY_A, third, '1.23456'],
    ['currency B in its own decimals', typedPercent, BurnField.CURRENCY_B, third, '2.5'],
    ['nothing while nothing can be removed', typedPercent, BurnField.CURRENCY_B, undefined, ''],
    ['the typed field even then', INITIAL_BURN_STATE, BurnField.LIQUIDITY_PERCENT, undefined, '0'],
  ])('%s', (_case, state, field, amounts, text) => {
    expect(burnFieldText(state, field, amounts, 33, decimals)).toBe(text)
  })
})

describe('burnPercent', () => {
  it.each<[string, BurnAmounts | undefined, number]>([
    ['a third, rounded down', third, 33],
    ['99.9%, rounded down', { ...third, percent: { numerator: 999n, denominator: 1000n } }, 99],
    ['all of it', { ...third, percent: { numerator: 1n, denominator: 1n } }, 100],
    ['0 with nothing to remove', undefined, 0],
  ])('%s', (_case, amounts, percent) => {
    expect(burnPercent(amounts)).toBe(percent)
  })
})

describe('sliderPercent', () => {
  it.each([
    [40, 40],
    [70.4, 70],
    [70.5, 71],
    [-5, 0],
    [140, 100],
  ])('%s → %s', (position, percent) => {
    expect(sliderPercent(position)).toBe(percent)
  })
})

describe('positionValueOf', () => {
  // grownPool is WHT (token0) / USDT: 1000 of its 3162 LP are worth 347 WHT and 3478 USDT
  it.each([
    ['USDT first', hecoUsdt, 1_000n, { valueA: 3_478n, valueB: 347n }],
    ['WHT first', hecoWht, 1_000n, { valueA: 347n, valueB: 3_478n }],
    ['HT first, as its wrapped token', hecoHt, 1_000n, { valueA: 347n, valueB: 3_478n }],
    ['more LP than the supply', hecoUsdt, grownPoolSupply + 1n, undefined],
    ['an unknown balance', hecoUsdt, undefined, undefined],
  ])('%s', (_case, currencyA, lpBalance, value) => {
    expect(positionValueOf(grownPool, grownPoolSupply, lpBalance, currencyA)).toEqual(value)
  })

  it('is unknown without the pair, the supply or currency A', () => {
    expect(positionValueOf(undefined, grownPoolSupply, 1n, hecoUsdt)).toBeUndefined()
    expect(positionValueOf(grownPool, undefined, 1n, hecoUsdt)).toBeUndefined()
    expect(positionValueOf(grownPool, grownPoolSupply, 1n, undefined)).toBeUndefined()
  })
})

describe('nativeReceiveChoice', () => {
  it.each([
    [
      'HT paid as HT; WHT the other way',
      hecoHt,
      hecoUsdt,
      { receiving: 'native', otherPath: `/remove/${hecoWht.address}/${hecoUsdt.address}` },
    ],
    [
      'WHT paid as WHT; HT the other way',
      hecoUsdt,
      hecoWht,
      { receiving: 'wrapped', otherPath: `/remove/${hecoUsdt.address}/ETH` },
    ],
    ['no choice without the native coin', hecoUsdt, hecoHusd, undefined],
    ['no choice before both are known', hecoHt, undefined, undefined],
  ])('%s', (_case, currencyA, currencyB, choice) => {
    expect(nativeReceiveChoice(hecoWht, currencyA, currencyB)).toEqual(choice)
  })
})
