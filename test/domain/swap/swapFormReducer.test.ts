import { describe, expect, it } from 'vitest'
import { Field, type SwapState } from '../../../src/domain/input/SwapState'
import { type SwapFormAction, swapFormReducer } from '../../../src/domain/swap/swapFormReducer'

const HT = 'ETH'
const USDT = '0xa71edc38d189767582c38a3145b5873052c3e47a'
const HUSD = '0x0298c2b32eae4da002a15f36fdf7615bea3da047'

/** HT → USDT, 1.5 typed on the input side, no recipient. */
const start: SwapState = {
  INPUT: { currencyId: HT },
  OUTPUT: { currencyId: USDT },
  typedValue: '1.5',
  independentField: Field.INPUT,
  recipient: null,
}

describe('swapFormReducer', () => {
  it.each<[string, SwapState, SwapFormAction, SwapState]>([
    [
      'a new input currency replaces that side only',
      start,
      { type: 'selectCurrency', field: Field.INPUT, currencyId: HUSD },
      { ...start, INPUT: { currencyId: HUSD } },
    ],
    [
      'a new output currency replaces that side only',
      start,
      { type: 'selectCurrency', field: Field.OUTPUT, currencyId: HUSD },
      { ...start, OUTPUT: { currencyId: HUSD } },
    ],
    [
      "the output's currency picked for the input swaps the sides and flips the independent field",
      start,
      { type: 'selectCurrency', field: Field.INPUT, currencyId: USDT },
      { ...start, INPUT: { currencyId: USDT }, OUTPUT: { currencyId: HT }, independentField: Field.OUTPUT },
    ],
    [
      "the input's currency picked for the output swaps the sides and flips the independent field back",
      { ...start, independentField: Field.OUTPUT },
      { type: 'selectCurrency', field: Field.OUTPUT, currencyId: HT },
      { ...start, INPUT: { currencyId: USDT }, OUTPUT: { currencyId: HT }, independentField: Field.INPUT },
    ],
    [
      'the same currency picked again for its own side changes nothing',
      start,
      { type: 'selectCurrency', field: Field.INPUT, currencyId: HT },
      start,
    ],
    [
      'a currency picked against an empty other side fills its side only',
      { ...start, OUTPUT: { currencyId: '' } },
      { type: 'selectCurrency', field: Field.INPUT, currencyId: USDT },
      { ...start, INPUT: { currencyId: USDT }, OUTPUT: { currencyId: '' } },
    ],
    [
      'the switch swaps the sides and flips the independent field, keeping the text',
      start,
      { type: 'switchCurrencies' },
      { ...start, INPUT: { currencyId: USDT }, OUTPUT: { currencyId: HT }, independentField: Field.OUTPUT },
    ],
    [
      'the switch from an exact output makes it an exact input',
      { ...start, independentField: Field.OUTPUT },
      { type: 'switchCurrencies' },
      { ...start, INPUT: { currencyId: USDT }, OUTPUT: { currencyId: HT }, independentField: Field.INPUT },
    ],
    [
      'typing on the output side makes it the independent field',
      start,
      { type: 'typeInput', field: Field.OUTPUT, typed: '20' },
      { ...start, typedValue: '20', independentField: Field.OUTPUT },
    ],
    [
      'a typed comma becomes a point',
      start,
      { type: 'typeInput', field: Field.INPUT, typed: '2,25' },
      { ...start, typedValue: '2.25' },
    ],
    [
      'clearing the field is accepted',
      start,
      { type: 'typeInput', field: Field.OUTPUT, typed: '' },
      { ...start, typedValue: '', independentField: Field.OUTPUT },
    ],
    [
      '+ Add a send shows an empty recipient',
      start,
      { type: 'setShowRecipient', show: true, sendMode: false },
      { ...start, recipient: '' },
    ],
    [
      'showing the recipient again keeps what was typed',
      { ...start, recipient: 'alice.eth' },
      { type: 'setShowRecipient', show: true, sendMode: false },
      { ...start, recipient: 'alice.eth' },
    ],
    [
      'removing the send clears the recipient',
      { ...start, recipient: 'alice.eth' },
      { type: 'setShowRecipient', show: false, sendMode: false },
      start,
    ],
    [
      'typing the recipient sets it as typed',
      { ...start, recipient: '' },
      { type: 'typeRecipient', typed: ' 0xabc' },
      { ...start, recipient: ' 0xabc' },
    ],
  ])('%s', (_case, state, action, expected) => {
    expect(swapFormReducer(state, action)).toEqual(expected)
  })

  it.each(['1.2.3', 'abc', '-1', '1e5', '1 000', '9'.repeat(80)])('ignores the refused text %j', (typed) => {
    expect(swapFormReducer(start, { type: 'typeInput', field: Field.OUTPUT, typed })).toBe(start)
  })

  it('keeps the recipient on Send, where it cannot be removed', () => {
    const sending = { ...start, recipient: 'alice.eth' }
    expect(swapFormReducer(sending, { type: 'setShowRecipient', show: false, sendMode: true })).toBe(sending)
  })

  it('leaves the state it is given untouched', () => {
    const frozen = Object.freeze({ ...start })
    expect(() => swapFormReducer(frozen, { type: 'switchCurrencies' })).not.toThrow()
    expect(frozen).toEqual(start)
  })
})
