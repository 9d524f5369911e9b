import { describe, expect, it } from 'vitest'
import { filterTokens } from '../../../src/domain/lists/filterTokens'

const usdt = { address: '0xa71EdC38d189767582C38A3145b5873052c3e47a', symbol: 'USDT', name: 'Tether USD', decimals: 18 }
const husd = { address: '0x0298c2b32eaE4da002a15f36fdf7615BEa3DA047', symbol: 'HUSD', name: 'Heco USD', decimals: 8 }
const wht = { address: '0x5545153CCFcA01fbd7Dd11C0b23ba694D9509A6F', symbol: 'WHT', name: 'Wrapped HT', decimals: 18 }
const tokens = [usdt, husd, wht]

describe('filterTokens', () => {
  it.each([
    ['', [usdt, husd, wht]],
    ['   ', [usdt, husd, wht]],
    ['usd', [usdt, husd]],
    ['USDT', [usdt]],
    ['tether', [usdt]],
    ['wrapped ht', [wht]],
    ['heco tether', []],
    [usdt.address.toLowerCase(), [usdt]],
    [` ${wht.address} `, [wht]],
    ['0x0000000000000000000000000000000000000001', []],
    ['nothing', []],
  ])('%j matches %j', (query, expected) => {
    expect(filterTokens(tokens, query)).toEqual(expected)
  })
})
