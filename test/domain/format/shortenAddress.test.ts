import { describe, expect, it } from 'vitest'
import { InvalidAddressError } from '../../../src/domain/errors/InvalidAddressError'
import { shortenAddress } from '../../../src/domain/format/shortenAddress'

const weth = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'

describe('shortenAddress', () => {
  it('keeps 4 hex digits at each end by default, checksummed', () => {
    expect(shortenAddress(weth)).toBe('0xC02a...6Cc2')
  })

  it('keeps the first 2 and the last 4 on the swap page', () => {
    expect(shortenAddress(weth, 2, 4)).toBe('0xC0...6Cc2')
  })

  it('rejects what is not an address', () => {
    expect(() => shortenAddress('0x1234')).toThrow(InvalidAddressError)
  })
})
