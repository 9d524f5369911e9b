import { describe, expect, it } from 'vitest'
import { InvalidTradeOptionsError } from '../../../src/domain/errors/InvalidTradeOptionsError'
import { TooManyPairsError } from '../../../src/domain/errors/TooManyPairsError'
import { resolveBestTradeOptions } from '../../../src/domain/trade/resolveBestTradeOptions'

describe('resolveBestTradeOptions', () => {
  it('defaults to 3 results over at most 3 hops, as @uniswap/sdk', () => {
    expect(resolveBestTradeOptions({})).toEqual({ maxNumResults: 3, maxHops: 3 })
    expect(resolveBestTradeOptions({ maxNumResults: 1, maxHops: 2 })).toEqual({ maxNumResults: 1, maxHops: 2 })
  })

  it('rejects limits that are not positive whole numbers, and more than 3 hops', () => {
    expect(() => resolveBestTradeOptions({ maxHops: 0 })).toThrow(InvalidTradeOptionsError)
    expect(() => resolveBestTradeOptions({ maxNumResults: 1.5 })).toThrow(InvalidTradeOptionsError)
    expect(() => resolveBestTradeOptions({ maxHops: 4 })).toThrow(TooManyPairsError)
  })
})
