import { describe, expect, it } from 'vitest'
import { decodeBridgeCode, encodeBridgeCode } from '../../../src/domain/bridge/bridgeCode'
import { InvalidAddressError } from '../../../src/domain/errors/InvalidAddressError'
import { InvalidBridgeCodeError } from '../../../src/domain/errors/InvalidBridgeCodeError'

const BOB = '0x00000000000000000000000000000000000000b0'

describe('encodeBridgeCode', () => {
  it('lays out recipient | target chain | nonce in 160, 32 and 64 bits', () => {
    expect(encodeBridgeCode({ recipient: BOB, targetChainId: 56, nonce: 7n })).toBe(
      '0x00000000000000000000000000000000000000b0000000380000000000000007',
    )
    expect(
      encodeBridgeCode({
        recipient: '0xffffffffffffffffffffffffffffffffffffffff',
        targetChainId: 2 ** 32 - 1,
        nonce: 2n ** 64n - 1n,
      }),
    ).toBe(`0x${'f'.repeat(64)}`)
  })

  it('round-trips through decodeBridgeCode, the recipient checksummed', () => {
    const destination = { recipient: '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B', targetChainId: 128, nonce: 123n }
    expect(decodeBridgeCode(encodeBridgeCode(destination))).toEqual(destination)
  })

  it('refuses what the code cannot carry', () => {
    const zero = `0x${'0'.repeat(40)}`
    expect(() => encodeBridgeCode({ recipient: zero, targetChainId: 56, nonce: 0n })).toThrow(InvalidBridgeCodeError)
    expect(() => encodeBridgeCode({ recipient: BOB, targetChainId: 0, nonce: 0n })).toThrow(InvalidBridgeCodeError)
    expect(() => encodeBridgeCode({ recipient: BOB, targetChainId: 2 ** 32, nonce: 0n })).toThrow(
      InvalidBridgeCodeError,
    )
    expect(() => encodeBridgeCode({ recipient: BOB, targetChainId: 1.5, nonce: 0n })).toThrow(InvalidBridgeCodeError)
    expect(() => encodeBridgeCode({ recipient: BOB, targetChainId: 56, nonce: 2n ** 64n })).toThrow(
      InvalidBridgeCodeError,
    )
    expect(() => encodeBridgeCode({ recipient: BOB, targetChainId: 56, nonce: -1n })).toThrow(InvalidBridgeCodeError)
    expect(() => encodeBridgeCode({ recipient: '0xb0', targetChainId: 56, nonce: 0n })).toThrow(InvalidAddressError)
    expect(() => decodeBridgeCode('0x1234')).toThrow(InvalidBridgeCodeError)
  })
})
