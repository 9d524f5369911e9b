import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidSlippageInputError } from '../../../src/domain/errors/InvalidSlippageInputError'
import { parseSlippageInput } from '../../../src/domain/settings/parseSlippageInput'
import { DEFAULT_SLIPPAGE_BIPS, SLIPPAGE_PRESETS_BIPS } from '../../../src/domain/settings/settingsConstants'
import { slippageWarning } from '../../../src/domain/settings/slippageWarning'

describe('slippage settings', () => {
  it('offers 0.1%, 0.5% and 1% and defaults to 0.5%', () => {
    expect([SLIPPAGE_PRESETS_BIPS, DEFAULT_SLIPPAGE_BIPS]).toEqual([[10, 50, 100], 50])
  })
})

describe('parseSlippageInput', () => {
  it.each([
    ['0.5', 50],
    ['0,5', 50],
    ['.5', 50],
    ['.05', 5],
    ['1', 100],
    ['1.', 100],
    ['0', 0],
    ['0.01', 1],
    ['12.25', 1225],
    [' 3 ', 300],
    ['49.99', 4999],
    ['0049.99', 4999],
  ])('%j → %i bips', (text, bips) => {
    expect(parseSlippageInput(text)).toBe(bips)
  })

  it.each(['', '.', 'abc', '-1', '1e1', '0.555', '50', '50.00', '75', '1.2.3', '1%', `${'9'.repeat(40)}`])(
    '%j is not a valid percentage',
    (text) => {
      expect(() => parseSlippageInput(text)).toThrow(InvalidSlippageInputError)
      expect(() => parseSlippageInput(text)).toThrow('Enter a valid slippage percentage')
    },
  )

  it('gives the accepted range with the value refused', () => {
    expect(() => parseSlippageInput('60')).toThrow(
      'Enter a valid slippage percentage: "60" is not from 0 to 49.99 (below 50%, at most two decimals), e.g. 0.5.',
    )
  })

  it('reads back every bips value below 5000 from its percentage text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4999 }), (bips) => {
        const text = `${Math.floor(bips / 100)}.${String(bips % 100).padStart(2, '0')}`
        expect(parseSlippageInput(text)).toBe(bips)
      }),
    )
  })
})

describe('slippageWarning', () => {
  it.each([
    [0, 'Your transaction may fail'],
    [10, 'Your transaction may fail'],
    [49, 'Your transaction may fail'],
    [50, undefined],
    [100, undefined],
    [500, undefined],
    [501, 'Your transaction may be frontrun'],
    [4999, 'Your transaction may be frontrun'],
  ])('%i bips → %s', (bips, message) => {
    expect(slippageWarning(bips)?.message).toBe(message)
  })

  it('keys the warnings for the locale files', () => {
    expect([slippageWarning(1)?.key, slippageWarning(600)?.key]).toEqual(['riskyLow', 'riskyHigh'])
  })
})
