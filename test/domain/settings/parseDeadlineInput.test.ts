import { describe, expect, it } from 'vitest'
import { InvalidDeadlineInputError } from '../../../src/domain/errors/InvalidDeadlineInputError'
import { parseDeadlineInput } from '../../../src/domain/settings/parseDeadlineInput'
import { DEFAULT_DEADLINE_SECONDS } from '../../../src/domain/settings/settingsConstants'

describe('parseDeadlineInput', () => {
  it('defaults to 20 minutes', () => {
    expect(DEFAULT_DEADLINE_SECONDS).toBe(1200)
  })

  it.each([
    ['20', 1200],
    ['1', 60],
    [' 30 ', 1800],
    ['0010', 600],
    ['9999999999', 599_999_999_940],
  ])('%j minutes → %i s', (text, seconds) => {
    expect(parseDeadlineInput(text)).toBe(seconds)
  })

  it.each(['', '0', '00', '-5', '1.5', '1,5', 'abc', '1e3', '99999999999'])('%j is refused', (text) => {
    expect(() => parseDeadlineInput(text)).toThrow(InvalidDeadlineInputError)
  })
})
