import { getAddress, getCreate2Address, keccak256 } from 'ethers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checksumAddress } from '../../../src/domain/currency/checksumAddress'
import { create2Address } from '../../../src/domain/currency/create2Address'
import { InvalidAddressError } from '../../../src/domain/errors/InvalidAddressError'

const hex = (length: number) =>
  fc.uint8Array({ minLength: length, maxLength: length }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)

describe('checksumAddress (EIP-55)', () => {
  it('checksums the EIP-55 examples and accepts all-lower and all-upper case', () => {
    expect(checksumAddress('0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2')).toBe(
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    )
    expect(checksumAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    )
    expect(checksumAddress('0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).toBe(
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    )
  })

  it('agrees with ethers for any address, in any of its accepted spellings', () => {
    fc.assert(
      fc.property(hex(20), (address) => {
        const expected = getAddress(address)
        expect(checksumAddress(address)).toBe(expected)
        expect(checksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(expected)
        expect(checksumAddress(expected)).toBe(expected)
      }),
    )
  })

  it('refuses mixed case that fails the checksum, and what is not 20 bytes of hex', () => {
    expect(() => checksumAddress('0xc02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2')).toThrow(InvalidAddressError)
    expect(() => checksumAddress('0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc')).toThrow(InvalidAddressError)
    expect(() => checksumAddress('c02aaa39b223fe8d0a0e5c4f27ead9083c756cc2')).toThrow(InvalidAddressError)
    expect(() => checksumAddress('0xg02aaa39b223fe8d0a0e5c4f27ead9083c756cc2')).toThrow(InvalidAddressError)
  })
})

describe('create2Address', () => {
  it('agrees with ethers for any deployer, salt and init-code hash', () => {
    fc.assert(
      fc.property(hex(20), hex(32), hex(40), (deployer, salt, initCode) => {
        const initCodeHash = keccak256(initCode)
        expect(create2Address(deployer, salt, initCodeHash)).toBe(getCreate2Address(deployer, salt, initCodeHash))
      }),
    )
  })
})
