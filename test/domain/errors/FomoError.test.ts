import { describe, expect, it } from 'vitest'
import { EtherToEtherError } from '../../../src/domain/errors/EtherToEtherError'
import { FomoError } from '../../../src/domain/errors/FomoError'
import { InsufficientLiquidityError } from '../../../src/domain/errors/InsufficientLiquidityError'
import { InsufficientReservesError } from '../../../src/domain/errors/InsufficientReservesError'
import { TooManyPairsError } from '../../../src/domain/errors/TooManyPairsError'
import { TradesNotComparableError } from '../../../src/domain/errors/TradesNotComparableError'

describe('FomoError', () => {
  it('carries a message, frozen details and a cause', () => {
    const cause = new Error('rpc down')
    const error = new FomoError('Quote failed', { details: { pair: '0x1' }, cause })
    expect(error).toBeInstanceOf(Error)
    expect([error.name, error.message, error.details, error.cause]).toEqual([
      'FomoError',
      'Quote failed',
      { pair: '0x1' },
      cause,
    ])
    expect(Object.isFrozen(error.details)).toBe(true)
  })

  it.each([
    [new TradesNotComparableError({ reason: 'tradeType' }), 'TradesNotComparableError', 'Trades are not comparable'],
    [new TooManyPairsError(4, 3), 'TooManyPairsError', 'too many pairs'],
    [new EtherToEtherError('HT'), 'EtherToEtherError', 'ETHER to ETHER'],
    [
      new InsufficientLiquidityError({ input: 'HT', output: 'USDT' }),
      'InsufficientLiquidityError',
      'Insufficient liquidity for this trade.',
    ],
  ])('%s uses the section 8 text', (error, name, message) => {
    expect(error).toBeInstanceOf(FomoError)
    expect([error.name, error.message]).toEqual([name, message])
  })

  it('keeps amounts in details as decimal strings, so errors serialise to JSON', () => {
    const error = new InsufficientReservesError(10n ** 30n, 5n)
    expect(JSON.parse(JSON.stringify(error.details))).toEqual({
      amountOut: '1000000000000000000000000000000',
      reserveOut: '5',
    })
  })
})
