import { encodeBase58 } from 'ethers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base32Encode } from '../../../../src/domain/lists/contenthash/base32Encode'
import { base58Encode } from '../../../../src/domain/lists/contenthash/base58Encode'
import { hexToBytes } from '../../../../src/domain/lists/contenthash/hexToBytes'
import { readVarint } from '../../../../src/domain/lists/contenthash/readVarint'
import { utf8Decode } from '../../../../src/domain/lists/contenthash/utf8Decode'

const bytes = (...values: number[]) => Uint8Array.from(values)
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0))

describe('hexToBytes', () => {
  it.each([
    ['0x', []],
    ['', []],
    ['0xe301', [0xe3, 0x01]],
    ['E301ff', [0xe3, 0x01, 0xff]],
  ])('%j → %j', (hex, expected) => {
    expect(hexToBytes(hex)).toEqual(Uint8Array.from(expected))
  })

  it.each(['0x0', '0xzz', '0x 1', '00x1'])('%j is not hex', (hex) => {
    expect(hexToBytes(hex)).toBeNull()
  })
})

describe('readVarint', () => {
  it.each([
    [[0x00], 0, 0, 1],
    [[0x7f], 0, 127, 1],
    [[0x80, 0x01], 0, 128, 2],
    [[0xe3, 0x01], 0, 0xe3, 2],
    [[0xff, 0xe5, 0x01], 1, 0xe5, 3],
    [[0xff, 0xff, 0xff, 0xff, 0x0f], 0, 2 ** 32 - 1, 5],
  ])('%j at %i → %i', (input, offset, value, next) => {
    expect(readVarint(Uint8Array.from(input), offset)).toEqual({ value, next })
  })

  it('refuses truncated and over-long varints', () => {
    expect(readVarint(bytes(0x80), 0)).toBeNull()
    expect(readVarint(bytes(), 0)).toBeNull()
    expect(
      readVarint(
        Uint8Array.from({ length: 10 }, () => 0x80),
        0,
      ),
    ).toBeNull()
  })
})

describe('base58Encode', () => {
  it.each([
    [[], ''],
    [[0], '1'],
    [[0, 0, 1], '112'],
    [[57], 'z'],
    [[58], '21'],
    [Array.from(ascii('Hello World!')), '2NEpo7TZRRrLZSi2U'],
  ])('%j → %s', (input, text) => {
    expect(base58Encode(Uint8Array.from(input))).toBe(text)
  })

  it('matches ethers’ base58', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (data) => {
        expect(base58Encode(data)).toBe(encodeBase58(data))
      }),
      { numRuns: 200 },
    )
  })
})

describe('base32Encode', () => {
  it.each([
    ['', ''],
    ['f', 'my'],
    ['fo', 'mzxq'],
    ['foo', 'mzxw6'],
    ['foob', 'mzxw6yq'],
    ['fooba', 'mzxw6ytb'],
    ['foobar', 'mzxw6ytboi'],
  ])('RFC 4648: %j → %s', (input, text) => {
    expect(base32Encode(ascii(input))).toBe(text)
  })
})

describe('utf8Decode', () => {
  it.each([
    [[0x61, 0xc3, 0xa9], 'aé'],
    [[0xe2, 0x82, 0xac], '€'],
    [[0xf0, 0x9f, 0x9a, 0x80], '🚀'],
    [Array.from(ascii('app.uniswap.org')), 'app.uniswap.org'],
  ])('%j → %s', (input, text) => {
    expect(utf8Decode(Uint8Array.from(input))).toBe(text)
  })

  it.each([
    [[0x80]],
    [[0xc3]],
    [[0xc0, 0x80]],
    [[0xe0, 0x80, 0x80]],
    [[0xed, 0xa0, 0x80]],
    [[0xf4, 0x90, 0x80, 0x80]],
    [[0xff]],
    [[0xc3, 0x41]],
  ])('%j is not UTF-8', (input) => {
    expect(utf8Decode(Uint8Array.from(input))).toBeNull()
  })

  it('decodes any text encoded as UTF-8', () => {
    const encoder = new TextEncoder()
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (text) => {
        expect(utf8Decode(encoder.encode(text))).toBe(text)
      }),
      { numRuns: 200 },
    )
  })
})
