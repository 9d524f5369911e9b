import { describe, expect, it } from 'vitest'
import { type ChartablePair, chartPairSymbols, choosePricePair } from '../../../src/domain/market/choosePricePair'

const A = `0x${'a'.repeat(40)}`
const B = `0x${'b'.repeat(40)}`
const C = `0x${'c'.repeat(40)}`
const USDT = `0x${'d'.repeat(40)}`
const WHT = `0x${'e'.repeat(40)}`
const native = { symbol: 'HT', wrapped: WHT }
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
  { ...pair(128, '0xwu', USDT, WHT), symbol0: 'USDT', symbol1: 'WHT' },
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

describe('choosePricePair with the native coin', () => {
  it.each([
    ['the native coin as the form names it (ETH) charts its wrapped pair', 'ETH', USDT],
    ['its symbol too, in any case', USDT, 'ht'],
  ])('%s', (_case, input, output) => {
    expect(choosePricePair(PAIRS, 128, input, output, native)?.address).toBe('0xwu')
  })

  it('labels the wrapped token with the native symbol, token0 as the base', () => {
    const chosen = choosePricePair(PAIRS, 128, 'ETH', USDT, native)!
    expect(chartPairSymbols(chosen, native)).toEqual({ base: 'USDT', quote: 'HT' })
    expect(chartPairSymbols(chosen)).toEqual({ base: 'USDT', quote: 'WHT' })
  })
})
