import { describe, expect, it } from 'vitest'
import { AMOUNT_INPUT_MAX_LENGTH, AMOUNT_INPUT_PLACEHOLDER } from '../../../src/domain/input/amountInputConstants'

describe('amount input constants (spec sections 5 and 9)', () => {
  it('shows 0.0 in an empty amount field', () => {
    expect(AMOUNT_INPUT_PLACEHOLDER).toBe('0.0')
  })

  it('takes at most 79 characters', () => {
    expect(AMOUNT_INPUT_MAX_LENGTH).toBe(79)
  })
})
