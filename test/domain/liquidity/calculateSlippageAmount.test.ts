import { describe, expect, it } from 'vitest'
import { InvalidSlippageError } from '../../../src/domain/errors/InvalidSlippageError'
import { calculateSlippageAmount } from '../../../src/domain/liquidity/calculateSlippageAmount'

describe('calculateSlippageAmount', () => {
  it.each([
    [10_000n, 50, [9_950n, 10_050n]],
    [10_000n, 0, [10_000n, 10_000n]],
    [999n, 100, [989n, 1_008n]],
    [5n, 10_000, [0n, 10n]],
  ])('%s with %i bips moves within its band', (amount, bips, band) => {
    expect(calculateSlippageAmount(amount, bips)).toEqual(band)
  })

  it('rejects bips outside 0 to 10000 with ‘unexpected slippage value’', () => {
    expect(() => calculateSlippageAmount(1n, 10_001)).toThrow(InvalidSlippageError)
    expect(() => calculateSlippageAmount(1n, -1)).toThrow('unexpected slippage value')
  })
})
