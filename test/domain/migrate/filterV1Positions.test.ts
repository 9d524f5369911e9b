import { describe, expect, it } from 'vitest'
import { createToken } from '../../../src/domain/currency/createToken'
import { filterV1Positions } from '../../../src/domain/migrate/filterV1Positions'

const USDT = '0x1111111111111111111111111111111111111111'
const HJW = '0x2222222222222222222222222222222222222222'
const position = (address: string, symbol: string, exchange: string) => ({
  token: createToken({ chainId: 128, address, decimals: 18, symbol, name: symbol }),
  exchange,
})
const usdt = position(USDT, 'USDT', '0x3333333333333333333333333333333333333333')
const hjw = position(HJW, 'HJW', '0x4444444444444444444444444444444444444444')
const positions = [usdt, hjw]

describe('filterV1Positions', () => {
  it.each([
    ['an empty query keeps every position', '  ', [usdt, hjw]],
    ['a symbol part matches ignoring case', 'sd', [usdt]],
    ['the token address matches in any case', HJW.toUpperCase().replace('0X', '0x'), [hjw]],
    ['the exchange address matches', usdt.exchange, [usdt]],
    ['an address of no position matches none', '0x5555555555555555555555555555555555555555', []],
    ['a symbol of no position matches none', 'AURA', []],
  ] as const)('%s', (_, query, expected) => {
    expect(filterV1Positions(positions, query)).toEqual(expected)
  })
})
