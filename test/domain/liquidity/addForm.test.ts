import { describe, expect, it } from 'vitest'
import { addLiquidityPath } from '../../../src/domain/liquidity/addLiquidityPath'
import { MintField, type MintState } from '../../../src/domain/liquidity/MintState'
import { mintFieldText } from '../../../src/domain/liquidity/mintFieldText'
import { hecoHusd, hecoUsdt } from '../support/fixtures'

const A = '0xAAAA'
const B = '0xBBBB'
const C = '0xCCCC'

describe('addLiquidityPath', () => {
  it.each<[string, MintField, string, string, string, string]>([
    ['a new A keeps B', MintField.CURRENCY_A, C, A, B, `/add/${C}/${B}`],
    ['A alone', MintField.CURRENCY_A, C, '', '', `/add/${C}`],
    ['B as A swaps the two', MintField.CURRENCY_A, B.toLowerCase(), A, B, `/add/${B}/${A}`],
    ['a new B keeps A', MintField.CURRENCY_B, C, A, B, `/add/${A}/${C}`],
    ['B with no A starts A at the native coin', MintField.CURRENCY_B, C, '', '', `/add/ETH/${C}`],
    ['A as B swaps the two', MintField.CURRENCY_B, A, A, B, `/add/${B}/${A}`],
    ['A as B with no B moves A over', MintField.CURRENCY_B, A, A, '', `/add/${A}`],
  ])('%s', (_case, field, picked, a, b, path) => {
    expect(addLiquidityPath(field, picked, a, b)).toBe(path)
  })
})

describe('mintFieldText', () => {
  const typedA: MintState = { independentField: MintField.CURRENCY_A, typedValue: '1.50', otherTypedValue: '7' }
  const quotedB = { currency: hecoHusd, raw: 1_234_567_891n }
  it.each<[string, MintField, boolean, typeof quotedB | undefined, string]>([
    ['the typed field as typed', MintField.CURRENCY_A, false, { currency: hecoUsdt, raw: 1n }, '1.50'],
    ['the other quoted to 6 digits, down', MintField.CURRENCY_B, false, quotedB, '12.3456'],
    ['the other as typed for the first provider', MintField.CURRENCY_B, true, quotedB, '7'],
    ['nothing without a quote', MintField.CURRENCY_B, false, undefined, ''],
  ])('%s', (_case, field, noLiquidity, amount, text) => {
    expect(mintFieldText(typedA, field, noLiquidity, amount)).toBe(text)
  })
})
