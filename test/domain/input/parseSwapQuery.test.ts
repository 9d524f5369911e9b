import { describe, expect, it } from 'vitest'
import { currencyIdOf } from '../../../src/domain/input/currencyIdOf'
import { parseCurrencyId } from '../../../src/domain/input/parseCurrencyId'
import { parseInviterAddress } from '../../../src/domain/input/parseInviterAddress'
import { parseQueryString } from '../../../src/domain/input/parseQueryString'
import { parseSwapQuery } from '../../../src/domain/input/parseSwapQuery'
import { shouldResetSwapLocation } from '../../../src/domain/input/shouldResetSwapLocation'
import { hecoHt, hecoUsdt } from '../support/fixtures'

const USDT = hecoUsdt.address
const USDT_LOWER = USDT.toLowerCase()
const INVITER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('parseQueryString', () => {
  it.each([
    ['', {}],
    ['?', {}],
    ['?a=1&b=2', { a: '1', b: '2' }],
    ['a=1', { a: '1' }],
    ['?flag&x=', { flag: '', x: '' }],
    ['?a=1&a=2&a=3', { a: ['1', '2', '3'] }],
    ['?r=alice%2Efomo.eth&s=a+b', { r: 'alice.fomo.eth', s: 'a b' }],
    ['?bad=%E0%A4%A', { bad: '%E0%A4%A' }],
    ['?e=a=b', { e: 'a=b' }],
  ])('%j → %j', (search, expected) => {
    expect(parseQueryString(search)).toEqual(expected)
  })
})

describe('currency ids', () => {
  it.each([
    ['ETH', 'ETH'],
    ['eth', 'ETH'],
    ['HT', 'ETH'],
    ['ht', 'ETH'],
    ['BNB', ''],
    [USDT_LOWER, USDT],
    ['0x1234', ''],
    ['', ''],
    [undefined, ''],
    [['ETH'], ''],
  ])('%j reads as %j on chain 128', (value, id) => {
    expect(parseCurrencyId(value, 'HT')).toBe(id)
  })

  it('writes the native coin as ETH and a token as its address', () => {
    expect([currencyIdOf(hecoHt), currencyIdOf(hecoUsdt)]).toEqual(['ETH', USDT])
  })
})

describe('parseSwapQuery', () => {
  const parse = (search: string) => parseSwapQuery(parseQueryString(search), 'HT')

  it('reads every parameter', () => {
    expect(
      parse(
        `?inputCurrency=HT&outputCurrency=${USDT_LOWER}&exactAmount=1,5&exactField=OUTPUT&recipient=alice.fomo.eth&use=V1&paddr=${INVITER.toLowerCase()}`,
      ),
    ).toEqual({
      swapState: {
        INPUT: { currencyId: 'ETH' },
        OUTPUT: { currencyId: USDT },
        typedValue: '1.5',
        independentField: 'OUTPUT',
        recipient: 'alice.fomo.eth',
      },
      version: 'v1',
      inviter: INVITER,
    })
  })

  it('defaults to nothing selected, the input side, no recipient, v2 and no inviter', () => {
    expect(parse('')).toEqual({
      swapState: {
        INPUT: { currencyId: '' },
        OUTPUT: { currencyId: '' },
        typedValue: '',
        independentField: 'INPUT',
        recipient: null,
      },
      version: 'v2',
      inviter: null,
    })
  })

  it.each([
    [`?inputCurrency=${USDT}&outputCurrency=${USDT_LOWER}`, USDT, ''],
    ['?inputCurrency=ETH&outputCurrency=ht', 'ETH', ''],
    [`?outputCurrency=${USDT}`, '', USDT],
    ['?inputCurrency=nonsense&outputCurrency=nonsense', '', ''],
  ])('%s: identical sides clear the output', (search, input, output) => {
    const { swapState } = parse(search)
    expect([swapState.INPUT.currencyId, swapState.OUTPUT.currencyId]).toEqual([input, output])
  })

  it.each([
    ['?exactField=output', 'OUTPUT'],
    ['?exactField=Output', 'OUTPUT'],
    ['?exactField=input', 'INPUT'],
    ['?exactField=sideways', 'INPUT'],
    ['?exactField=output&exactField=output', 'INPUT'],
  ])('%s selects the %s side', (search, field) => {
    expect(parse(search).swapState.independentField).toBe(field)
  })

  it.each([
    ['?exactAmount=12.5', '12.5'],
    ['?exactAmount=1abc', ''],
    ['?exactAmount=-1', ''],
    ['?exactAmount=1e3', ''],
    [`?exactAmount=${'9'.repeat(80)}`, ''],
  ])('%s types %j', (search, typed) => {
    expect(parse(search).swapState.typedValue).toBe(typed)
  })

  it.each([
    ['?use=v2', 'v2'],
    ['?use=V1', 'v1'],
    ['?use=v3', 'v2'],
  ])('%s uses %s', (search, version) => {
    expect(parse(search).version).toBe(version)
  })
})

describe('parseInviterAddress', () => {
  it.each([
    [INVITER, INVITER],
    [INVITER.toLowerCase(), INVITER],
    ['0x70997970c51812dc3A010C7d01b50e0d17dc79C8', INVITER],
    [`${INVITER}0`, null],
    ['0xzz997970c51812dc3a010c7d01b50e0d17dc79c8', null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(parseInviterAddress(value)).toBe(expected)
  })
})

describe('shouldResetSwapLocation', () => {
  it.each([
    ['https://fomo.example/#/swap', false],
    ['https://fomo.example/#/swap?paddr=0x1', false],
    [`https://fomo.example/#/swap?outputCurrency=${USDT}`, true],
    ['https://fomo.example/swap?inputCurrency=ETH', true],
    ['https://fomo.example/swap?inputcurrency=ETH', false],
  ])('%s → %s', (location, expected) => {
    expect(shouldResetSwapLocation(location)).toBe(expected)
  })
})
