import { describe, expect, it } from 'vitest'
import { checksumAddress } from '../../../src/domain/currency/checksumAddress'
import { createToken } from '../../../src/domain/currency/createToken'
import { currencyEquals } from '../../../src/domain/currency/currencyEquals'
import { sortTokens } from '../../../src/domain/currency/sortTokens'
import { wrapCurrency } from '../../../src/domain/currency/wrapCurrency'
import { ChainMismatchError } from '../../../src/domain/errors/ChainMismatchError'
import { IdenticalTokensError } from '../../../src/domain/errors/IdenticalTokensError'
import { InvalidAddressError } from '../../../src/domain/errors/InvalidAddressError'
import { InvalidDecimalsError } from '../../../src/domain/errors/InvalidDecimalsError'
import { UnsupportedChainError } from '../../../src/domain/errors/UnsupportedChainError'
import { hecoConfig, hecoHt, hecoUsdt, hecoWht, mainnetConfig, mainnetDai } from '../support/fixtures'

describe('tokens and currencies', () => {
  it('checksums addresses and rejects malformed or wrongly checksummed ones', () => {
    expect(checksumAddress('0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2')).toBe(
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    )
    expect(checksumAddress('0xC02AAA39B223FE8D0A0E5C4F27EAD9083C756CC2')).toBe(
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    )
    for (const bad of [
      '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc',
      'c02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756CC2',
    ]) {
      expect(() => checksumAddress(bad)).toThrow(InvalidAddressError)
    }
    expect(() => checksumAddress('0xzz')).toThrow('"0xzz" is not an address: give 0x and 40 hex digits.')
    expect(() => checksumAddress('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756CC2')).toThrow(/fails its EIP-55 checksum/)
  })

  it('builds frozen tokens and rejects bad decimals or chains', () => {
    expect(hecoUsdt).toEqual({
      kind: 'token',
      chainId: 128,
      address: '0xa71EdC38d189767582C38A3145b5873052c3e47a',
      decimals: 18,
      symbol: 'USDT',
      name: 'Heco-Peg USDT Token',
    })
    expect(Object.isFrozen(hecoUsdt)).toBe(true)
    const base = { chainId: 128, address: hecoUsdt.address, symbol: 'X' }
    expect(() => createToken({ ...base, decimals: 256 })).toThrow(InvalidDecimalsError)
    expect(() => createToken({ ...base, decimals: 1.5 })).toThrow(InvalidDecimalsError)
    expect(() => createToken({ ...base, decimals: 18, chainId: 2 })).toThrow(UnsupportedChainError)
  })

  it('compares tokens by chain and address, native coins by chain', () => {
    const again = createToken({ chainId: 128, address: hecoUsdt.address.toLowerCase(), decimals: 18, symbol: 'other' })
    expect(currencyEquals(hecoUsdt, again)).toBe(true)
    expect(currencyEquals(hecoHt, { ...hecoHt })).toBe(true)
    expect(currencyEquals(hecoHt, hecoWht)).toBe(false)
    expect(currencyEquals(hecoHt, mainnetConfig.nativeCurrency)).toBe(false)
  })

  it('wraps the native coin for routing and leaves tokens alone', () => {
    expect(wrapCurrency(hecoHt)).toBe(hecoWht)
    expect(wrapCurrency(hecoUsdt)).toBe(hecoUsdt)
    expect(hecoConfig.nativeCurrency.wrapped).toBe(hecoWht)
  })

  it('sorts tokens as pair contracts do and rejects one token twice or two chains', () => {
    expect(sortTokens(hecoUsdt, hecoWht)).toEqual([hecoWht, hecoUsdt])
    expect(() => sortTokens(hecoUsdt, hecoUsdt)).toThrow(IdenticalTokensError)
    expect(() => sortTokens(hecoUsdt, mainnetDai)).toThrow(ChainMismatchError)
  })
})
