import { describe, expect, it } from 'vitest'
import { sortTokensForSearch } from '../../../src/domain/lists/sortTokensForSearch'

const usdt = { address: '0xa71EdC38d189767582C38A3145b5873052c3e47a', symbol: 'USDT', name: 'Tether USD', decimals: 18 }
const husd = { address: '0x0298c2b32eaE4da002a15f36fdf7615BEa3DA047', symbol: 'HUSD', name: 'Heco USD', decimals: 8 }
const wht = { address: '0x5545153CCFcA01fbd7Dd11C0b23ba694D9509A6F', symbol: 'WHT', name: 'Wrapped HT', decimals: 18 }

describe('sortTokensForSearch', () => {
  const withBalance = (token: typeof usdt, balance: bigint | undefined) => ({ ...token, balance })

  it('puts an exact symbol match first, any case', () => {
    const rows = [withBalance(husd, 10n ** 10n), withBalance(usdt, 0n)]
    expect(sortTokensForSearch(rows, 'usdt').map((t) => t.symbol)).toEqual(['USDT', 'HUSD'])
  })

  it('then sorts by balance across decimals, exactly', () => {
    // 2 HUSD (8 decimals) beats 1.5 USDT (18 decimals); 0 WHT last
    const rows = [withBalance(wht, 0n), withBalance(usdt, 15n * 10n ** 17n), withBalance(husd, 2n * 10n ** 8n)]
    expect(sortTokensForSearch(rows, '').map((t) => t.symbol)).toEqual(['HUSD', 'USDT', 'WHT'])
  })

  it('then by symbol, unknown balances counting as zero', () => {
    const rows = [withBalance(wht, undefined), withBalance(usdt, 0n), withBalance(husd, undefined)]
    expect(sortTokensForSearch(rows, 'h').map((t) => t.symbol)).toEqual(['HUSD', 'USDT', 'WHT'])
  })
})
