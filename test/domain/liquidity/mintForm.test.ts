import { describe, expect, it } from 'vitest'
import { deriveMintAmounts } from '../../../src/domain/liquidity/deriveMintAmounts'
import { EMPTY_MINT_STATE, MintField } from '../../../src/domain/liquidity/MintState'
import { typeMintInput } from '../../../src/domain/liquidity/typeMintInput'
import { createPair } from '../../../src/domain/trade/createPair'
import { hecoConfig, hecoHt, hecoHusd, hecoUsdt } from '../support/fixtures'

const E18 = 10n ** 18n
// 1000 USDT against 10 HT: 1 HT = 100 USDT
const pair = createPair(hecoConfig, { currency: hecoUsdt, raw: 1_000n * E18 }, { currency: hecoHt, raw: 10n * E18 })

describe('typeMintInput', () => {
  it('with liquidity, the other field follows the price: otherTypedValue is cleared', () => {
    const typed = typeMintInput(EMPTY_MINT_STATE, MintField.CURRENCY_A, '5', false)
    expect(typeMintInput(typed, MintField.CURRENCY_B, '7', false)).toEqual({
      independentField: 'CURRENCY_B',
      typedValue: '7',
      otherTypedValue: '',
    })
  })

  it('without liquidity, typing in the other field keeps the previous text as otherTypedValue', () => {
    const typed = typeMintInput(EMPTY_MINT_STATE, MintField.CURRENCY_A, '1', true)
    const both = typeMintInput(typed, MintField.CURRENCY_B, '4', true)
    expect(both).toEqual({ independentField: 'CURRENCY_B', typedValue: '4', otherTypedValue: '1' })
    expect(typeMintInput(both, MintField.CURRENCY_B, '40', true)).toEqual({ ...both, typedValue: '40' })
  })
})

describe('deriveMintAmounts', () => {
  it('quotes the other amount at the reserves, either side typed', () => {
    const a = deriveMintAmounts(
      { independentField: 'CURRENCY_A', typedValue: '50', otherTypedValue: '' },
      hecoUsdt,
      hecoHt,
      pair,
      false,
    )
    expect(a.amountA?.raw).toBe(50n * E18)
    expect(a.amountB).toEqual({ currency: hecoHt, raw: E18 / 2n })
    const b = deriveMintAmounts(
      { independentField: 'CURRENCY_B', typedValue: '2', otherTypedValue: '' },
      hecoUsdt,
      hecoHt,
      pair,
      false,
    )
    expect(b.amountA).toEqual({ currency: hecoUsdt, raw: 200n * E18 })
  })

  it('takes both typed amounts for the first provider, and nothing for text that is no amount', () => {
    const state = { independentField: 'CURRENCY_B', typedValue: '3', otherTypedValue: '0.5' } as const
    const first = deriveMintAmounts(state, hecoUsdt, hecoHusd, undefined, true)
    expect(first.amountA?.raw).toBe(5n * 10n ** 17n)
    expect(first.amountB?.raw).toBe(3n * 10n ** 8n)
    const tooPrecise = deriveMintAmounts({ ...state, typedValue: '0.123456789' }, hecoUsdt, hecoHusd, undefined, true)
    expect(tooPrecise.amountB).toBeUndefined()
    expect(deriveMintAmounts(EMPTY_MINT_STATE, hecoUsdt, hecoHt, pair, false)).toEqual({
      amountA: undefined,
      amountB: undefined,
    })
  })
})
