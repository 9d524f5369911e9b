import { describe, expect, it } from 'vitest'
import { InvalidTradeVersionError } from '../../../src/domain/errors/InvalidTradeVersionError'
import { parseTradeVersion } from '../../../src/domain/trade/parseTradeVersion'

describe('parseTradeVersion', () => {
  it('reads v2 in any case', () => {
    expect(parseTradeVersion('v2')).toBe('v2')
    expect(parseTradeVersion(' V2 ')).toBe('v2')
  })

  it.each(['v1', 'v3', '', '2'])('rejects %j with ‘invalid trade version’', (value) => {
    expect(() => parseTradeVersion(value)).toThrow(InvalidTradeVersionError)
    expect(() => parseTradeVersion(value)).toThrow('invalid trade version')
  })
})
