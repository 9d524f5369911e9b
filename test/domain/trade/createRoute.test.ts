import { describe, expect, it } from 'vitest'
import { InvalidRouteError } from '../../../src/domain/errors/InvalidRouteError'
import { TooManyPairsError } from '../../../src/domain/errors/TooManyPairsError'
import { createRoute } from '../../../src/domain/trade/createRoute'
import { hecoHt, hecoHusd, hecoUsdt } from '../support/fixtures'
import { hecoMdx, usdtHusd, usdtMdx, usdtWht, whtMdx } from '../support/tradingGraph'

describe('createRoute', () => {
  it('works out the token path from the input, the native coin as its wrapped token', () => {
    const route = createRoute([usdtWht, usdtMdx], hecoHt, hecoMdx)
    expect(route.path.map((token) => token.symbol)).toEqual(['WHT', 'USDT', 'MDX'])
    expect(route.input).toBe(hecoHt)
  })

  it('refuses more than three pairs with TooManyPairsError (‘too many pairs’)', () => {
    const fourHops = () => createRoute([usdtWht, whtMdx, usdtMdx, usdtHusd], hecoUsdt, hecoHusd)
    expect(fourHops).toThrow(TooManyPairsError)
    expect(fourHops).toThrow('too many pairs')
  })

  it('refuses pairs that do not chain, no pairs, and a path that ends elsewhere', () => {
    expect(() => createRoute([whtMdx], hecoUsdt, hecoMdx)).toThrow(InvalidRouteError)
    expect(() => createRoute([], hecoUsdt, hecoMdx)).toThrow(InvalidRouteError)
    expect(() => createRoute([usdtWht], hecoUsdt, hecoMdx)).toThrow('Invalid route: the path ends at WHT, not at MDX')
  })
})
