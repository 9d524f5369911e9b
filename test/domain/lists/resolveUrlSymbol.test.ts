import { describe, expect, it } from 'vitest'
import { resolveUrlSymbol } from '../../../src/domain/lists/resolveUrlSymbol'
import { hecoUsdt, hecoWht } from '../support/fixtures'

const fakeUsdt = { ...hecoUsdt, address: '0x1111111111111111111111111111111111111111' }

describe('resolveUrlSymbol', () => {
  it('finds the one listed token of a symbol, in any case', () => {
    expect(resolveUrlSymbol('usdt', [hecoWht, hecoUsdt], false)).toEqual({ kind: 'token', token: hecoUsdt })
    expect(resolveUrlSymbol(' WHT ', [hecoWht, hecoUsdt], true)).toEqual({ kind: 'token', token: hecoWht })
  })

  it('waits for the list, then says the symbol names no token', () => {
    expect(resolveUrlSymbol('NOPE', [hecoUsdt], false)).toEqual({ kind: 'waiting' })
    expect(resolveUrlSymbol('NOPE', [hecoUsdt], true)).toEqual({ kind: 'notToken' })
  })

  it('refuses a symbol two listed tokens share', () => {
    expect(resolveUrlSymbol('USDT', [hecoUsdt, fakeUsdt], true)).toEqual({ kind: 'ambiguous' })
  })
})
