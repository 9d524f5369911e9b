import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidChunkSizeError } from '../../../src/domain/errors/InvalidChunkSizeError'
import { chunkArray } from '../../../src/domain/multicall/chunkArray'

describe('chunkArray', () => {
  it.each([
    [[1, 2, 3, 4, 5], 2, [[1, 2], [3, 4], [5]]],
    [[1, 2, 3, 4, 5], 5, [[1, 2, 3, 4, 5]]],
    [
      [1, 2, 3, 4, 5],
      4,
      [
        [1, 2, 3],
        [4, 5],
      ],
    ],
    [[1], 500, [[1]]],
    [[], 500, []],
  ])('splits %j into chunks of at most %i', (items, size, expected) => {
    expect(chunkArray(items, size)).toEqual(expected)
  })

  it('puts 1001 calls into 3 chunks of at most 500', () => {
    const chunks = chunkArray(
      Array.from({ length: 1001 }, (_, i) => i),
      500,
    )
    expect(chunks.map((c) => c.length)).toEqual([334, 334, 333])
  })

  it.each([0, -1, 1.5, Number.NaN])("rejects a chunk size of %s ('call chunk max size' >= 1)", (size) => {
    expect(() => chunkArray([1], size)).toThrow(InvalidChunkSizeError)
  })

  it('keeps every item once, in order, in the fewest chunks none larger than the maximum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 2000 }), fc.integer({ min: 1, max: 600 }), (items, size) => {
        const chunks = chunkArray(items, size)
        expect(chunks.flat()).toEqual(items)
        expect(chunks.every((c) => c.length >= 1 && c.length <= size)).toBe(true)
        expect(chunks.length).toBe(Math.ceil(items.length / size))
      }),
    )
  })
})
