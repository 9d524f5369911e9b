import { keccak256 as reference } from '@ethersproject/keccak256'
import { describe, expect, it } from 'vitest'
import { InvalidHexBytesError } from '../../../src/domain/errors/InvalidHexBytesError'
import { keccak256 } from '../../../src/domain/hash/keccak256'

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('keccak256', () => {
  it.each([
    ['0x', '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
    ['0x616263', '0x4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'], // "abc"
    [
      '0x5472616e7366657228616464726573732c75696e7432353629', // "Transfer(address,uint256)"
      '0x69ca02dd4edd7bf0a4abb9ed3b7af3f14778db5d61921c7dc7cd545266326de2',
    ],
  ])('hashes %s to the published digest', (input, digest) => {
    expect(keccak256(input)).toBe(digest)
  })

  it('hashes the ERC-20 Transfer event to its topic', () => {
    expect(keccak256(utf8('Transfer(address,address,uint256)'))).toBe(
      '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
    )
  })

  it('matches @ethersproject/keccak256 at every length around the 136-byte block (0 to 300 bytes)', () => {
    for (let length = 0; length <= 300; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 131 + length * 7) % 256)
      expect(keccak256(bytes), `length ${length}`).toBe(reference(bytes))
    }
  })

  it('takes upper- and lower-case hex alike, and refuses what is not 0x and whole bytes', () => {
    expect(keccak256('0xABCDEF')).toBe(keccak256('0xabcdef'))
    for (const bad of ['abc', '0xabc', '0xzz', '']) expect(() => keccak256(bad)).toThrow(InvalidHexBytesError)
  })
})
