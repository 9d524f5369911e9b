import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { insertSorted } from '../../../src/domain/trade/insertSorted'

const byValue = (a: { value: number }, b: { value: number }) => a.value - b.value

describe('insertSorted', () => {
  it('inserts in order and drops what falls off the end', () => {
    const items = [1, 3]
    expect(insertSorted(items, 2, 2, (a, b) => a - b)).toBe(3)
    expect(items).toEqual([1, 2])
    expect(insertSorted(items, 5, 2, (a, b) => a - b)).toBe(5)
    expect(insertSorted(items, 0, 3, (a, b) => a - b)).toBeNull()
    expect(items).toEqual([0, 1, 2])
  })

  it('keeps equal items in arrival order, and a full list keeps the earlier of equals', () => {
    const items = [{ value: 1, id: 'a' }]
    insertSorted(items, { value: 1, id: 'b' }, 3, byValue)
    insertSorted(items, { value: 0, id: 'c' }, 3, byValue)
    expect(items.map(({ id }) => id)).toEqual(['c', 'a', 'b'])
    expect(insertSorted(items, { value: 1, id: 'd' }, 3, byValue)).toEqual({ value: 1, id: 'd' })
  })

  it('keeps the first maxSize items of a stable sort', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 })), fc.integer({ min: 1, max: 5 }), (values, maxSize) => {
        const items: { value: number; id: number }[] = []
        values.forEach((value, id) => {
          insertSorted(items, { value, id }, maxSize, byValue)
        })
        const expected = values
          .map((value, id) => ({ value, id }))
          .sort((a, b) => a.value - b.value || a.id - b.id)
          .slice(0, maxSize)
        expect(items).toEqual(expected)
      }),
    )
  })
})
