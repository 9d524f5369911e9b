import { describe, expect, it } from 'vitest'
import { type ChartablePair, choosePricePair } from '../../../src/domain/market/choosePricePair'

const A = `0x${'a'.repeat(40)}`
const B = `0x${'b'.repeat(40)}`
const C = `0x${'c'.repeat(40)}`
const USDT = `0x${'d'.repeat(40)}`
const pair = (chainId: number, address: string, token0: string, token1: string, usdt = false): ChartablePair => ({
  chainId,
  address,
  token0,
  token1,
  symbol0: 'X',
  symbol1: usdt ? 'USDT' : 'Y',
})
const PAIRS = [
  pair(56, '0x56', A, USDT, true),
  pair(128, '0xab', A, B),
  pair(128, '0xbu', B, USDT, true),
  pair(128, '0xcu', C, USDT, true),
]

describe('choosePricePair', () => {
  it.each([
    ['both tokens with a pair, in either order and case', B.toUpperCase().replace('0X', '0x'), A, '0xab'],
    ['tokens without a pair: the first USDT pair', A, C, '0xbu'],
    ['a native currency', 'HT', A, '0xbu'],
    ['nothing chosen', '', '', '0xbu'],
  ])('%s', (_case, input, output, expected) => {
    expect(choosePricePair(PAIRS, 128, input, output)?.address).toBe(expected)
  })

  it('has nothing to chart on a chain without a USDT pair', () => {
    expect(choosePricePair(PAIRS, 97, '', '')).toBeUndefined()
    expect(choosePricePair([pair(128, '0xab', A, B)], 128, '', '')).toBeUndefined()
  })
})
