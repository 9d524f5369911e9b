import { describe, expect, it } from 'vitest'
import { IdenticalPoolTokensError } from '../../../src/domain/errors/IdenticalPoolTokensError'
import { requireDistinctPoolTokens } from '../../../src/domain/liquidity/requireDistinctPoolTokens'
import { hecoHt, hecoUsdt, hecoWht } from '../support/fixtures'

describe('requireDistinctPoolTokens (issue 30: `fomo pool add AURA AURA 1` said "Select a token")', () => {
  it.each([
    [hecoUsdt, hecoUsdt, 'Invalid pair: USDT and USDT are the same token; a pool pairs two different tokens.'],
    [hecoHt, hecoHt, 'Invalid pair: HT and HT are the same token; a pool pairs two different tokens.'],
    [
      hecoHt,
      hecoWht,
      'Invalid pair: HT pools as WHT, so HT and WHT are the same token; a pool pairs two different tokens.',
    ],
    [
      hecoWht,
      hecoHt,
      'Invalid pair: HT pools as WHT, so WHT and HT are the same token; a pool pairs two different tokens.',
    ],
  ])('refuses %s with %s as an invalid pair, saying why', (a, b, message) => {
    expect(() => requireDistinctPoolTokens(a, b)).toThrow(IdenticalPoolTokensError)
    expect(() => requireDistinctPoolTokens(a, b)).toThrow(message)
  })

  it('takes two different tokens, the native coin with another token included', () => {
    expect(() => requireDistinctPoolTokens(hecoHt, hecoUsdt)).not.toThrow()
    expect(() => requireDistinctPoolTokens(hecoUsdt, hecoWht)).not.toThrow()
  })
})
