import { describe, expect, it } from 'vitest'
import { InvalidDurationError, parseDuration } from '../../../src/domain/input/parseDuration'

describe('parseDuration', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['30m', 1_800],
    ['12h', 43_200],
    ['7d', 604_800],
    [' 1d ', 86_400],
  ])('%s is %i seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds)
  })

  it.each(['', '0d', '-1d', '1.5d', '7w', 'd', '99999999d'])('refuses %j', (text) => {
    expect(() => parseDuration(text)).toThrow(InvalidDurationError)
  })
})
