import { describe, expect, it } from 'vitest'
import { InvalidCallKeyError } from '../../../src/domain/errors/InvalidCallKeyError'
import { parseCallKey } from '../../../src/domain/multicall/parseCallKey'
import { toCallKey } from '../../../src/domain/multicall/toCallKey'

const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('call keys', () => {
  it('joins address and call data with a hyphen and parses back', () => {
    const call = { address, callData: '0x70a08231' }
    expect(toCallKey(call)).toBe(`${address}-0x70a08231`)
    expect(parseCallKey(toCallKey(call))).toEqual(call)
    expect(parseCallKey(`${address}-0x`)).toEqual({ address, callData: '0x' })
  })

  it.each([
    'nope',
    `${address}`,
    `${address}-`,
    `${address}-0x123`,
    `${address}-70a08231`,
    `0x1234-0x70a08231`,
    `${address}-0x70a08231-0x00`,
  ])("rejects %s with 'invalid call key'", (key) => {
    expect(() => parseCallKey(key)).toThrow(InvalidCallKeyError)
    expect(() => parseCallKey(key)).toThrow('invalid call key')
  })

  it('refuses to build a key from a malformed call', () => {
    expect(() => toCallKey({ address: 'alice.fomo.eth', callData: '0x' })).toThrow('invalid call key')
  })
})
