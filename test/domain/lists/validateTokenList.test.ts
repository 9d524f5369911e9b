import { describe, expect, it } from 'vitest'
import { DuplicateTokensError } from '../../../src/domain/errors/DuplicateTokensError'
import { TokenListValidationError } from '../../../src/domain/errors/TokenListValidationError'
import { validateTokenList } from '../../../src/domain/lists/validateTokenList'
import { fomoList, usdtInfo, whtInfo } from './tokenLists'

const withToken = (change: Record<string, unknown>) => ({ ...fomoList, tokens: [{ ...usdtInfo, ...change }] })
const message = (json: unknown) => {
  try {
    validateTokenList(json)
  } catch (error) {
    return (error as Error).message
  }
  return 'valid'
}

describe('validateTokenList', () => {
  it('accepts a valid list and returns it', () => {
    expect(validateTokenList(fomoList)).toBe(fomoList)
    const minimal = { name: 'x', timestamp: '2020-06-12T00:00:00+00:00', version: fomoList.version, tokens: [whtInfo] }
    expect(validateTokenList(minimal)).toBe(minimal)
  })

  it('accepts extensions nested up to two levels', () => {
    const extensions = { bridgeInfo: { 56: { tokenAddress: whtInfo.address } }, isNative: false, rank: 3, note: null }
    expect(message(withToken({ extensions }))).toBe('valid')
    expect(message(withToken({ extensions: { a: { b: { c: { d: 1 } } } } }))).toMatch(/^Token list failed validation: /)
  })

  it.each<[string, unknown, string]>([
    ['not an object', 'nope', ' must be object'],
    ['no name', { ...fomoList, name: undefined }, " must have required property 'name'"],
    ['a name too long', { ...fomoList, name: 'A'.repeat(21) }, '/name must NOT have more than 20 characters'],
    ['a bad name', { ...fomoList, name: 'Fomo!' }, '/name must match pattern "^[\\w ]+$"'],
    ['a bad timestamp', { ...fomoList, timestamp: '2021-13-01T00:00:00Z' }, '/timestamp must match format "date-time"'],
    ['a negative version', { ...fomoList, version: { major: -1, minor: 0, patch: 0 } }, '/version/major must be >= 0'],
    [
      'a fractional version',
      { ...fomoList, version: { major: 1.5, minor: 0, patch: 0 } },
      '/version/major must be integer',
    ],
    ['no tokens', { ...fomoList, tokens: [] }, '/tokens must NOT have fewer than 1 items'],
    ['an extra property', { ...fomoList, extra: 1 }, ' must NOT have additional properties'],
    ['a short address', withToken({ address: '0x1234' }), '/tokens/0/address must match pattern "^0x[a-fA-F0-9]{40}$"'],
    ['decimals above 255', withToken({ decimals: 256 }), '/tokens/0/decimals must be <= 255'],
    ['negative decimals', withToken({ decimals: -1 }), '/tokens/0/decimals must be >= 0'],
    ['chain id 0', withToken({ chainId: 0 }), '/tokens/0/chainId must be >= 1'],
    [
      'a symbol too long',
      withToken({ symbol: 'S'.repeat(21) }),
      '/tokens/0/symbol must NOT have more than 20 characters',
    ],
    ['a symbol with a space', withToken({ symbol: 'US DT' }), '/tokens/0/symbol must match pattern'],
    ['an empty name', withToken({ name: '' }), '/tokens/0/name must NOT have fewer than 1 characters'],
    ['a relative logo', withToken({ logoURI: 'images/usdt.png' }), '/tokens/0/logoURI must match format "uri"'],
    ['a long tag id', withToken({ tags: ['stablecoins1'] }), '/tokens/0/tags/0 must NOT have more than 10 characters'],
    ['repeated keywords', { ...fomoList, keywords: ['a', 'a'] }, '/keywords must NOT have duplicate items'],
  ])('refuses %s', (_case, json, expected) => {
    expect(() => validateTokenList(json)).toThrow(TokenListValidationError)
    expect(message(json)).toContain(`Token list failed validation: ${expected}`)
  })

  it('lists every violation as path and message pairs joined by "; "', () => {
    const json = { ...fomoList, name: '', tokens: [{ ...usdtInfo, decimals: 300, address: 'nope' }] }
    expect(message(json)).toBe(
      'Token list failed validation: /name must NOT have fewer than 1 characters; /name must match pattern "^[\\w ]+$"; ' +
        '/tokens/0/address must match pattern "^0x[a-fA-F0-9]{40}$"; /tokens/0/decimals must be <= 255',
    )
  })

  it('accepts 10,000 tokens and refuses 10,001', () => {
    const tokens = Array.from({ length: 10_001 }, (_, i) => ({
      ...whtInfo,
      address: `0x${i.toString(16).padStart(40, '0')}`,
    }))
    expect(message({ ...fomoList, tokens: tokens.slice(0, 10_000) })).toBe('valid')
    expect(message({ ...fomoList, tokens })).toBe(
      'Token list failed validation: /tokens must NOT have more than 10000 items',
    )
  })

  it('refuses the same token twice, whatever the address case', () => {
    const json = { ...fomoList, tokens: [usdtInfo, whtInfo, { ...usdtInfo, address: usdtInfo.address.toLowerCase() }] }
    expect(() => validateTokenList(json)).toThrow(DuplicateTokensError)
    expect(() => validateTokenList(json)).toThrow('duplicate tokens')
    expect(message({ ...fomoList, tokens: [usdtInfo, { ...usdtInfo, chainId: 56 }] })).toBe('valid')
  })
})
