import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../../src/server/http/ApiFailure'
import { parsePageParam } from '../../../src/server/http/parsePageParam'

describe('parsePageParam', () => {
  it.each([
    [undefined, 1],
    ['1', 1],
    ['7', 7],
    ['100000', 100_000],
  ])('reads %s as page %i', (value, page) => {
    expect(parsePageParam(value)).toBe(page)
  })

  it.each(['0', '100001', '-1', '01', '1.5', 'abc', ''])('refuses %s with a 400 naming the range', (value) => {
    expect(() => parsePageParam(value)).toThrow(ApiFailure)
    expect(() => parsePageParam(value)).toThrow('page must be a whole number from 1 to 100000')
  })
})
