import { describe, expect, it } from 'vitest'
import { bridgeAmounts } from '../../../src/domain/bridge/bridgeAmounts'
import { InvalidAmountError } from '../../../src/domain/errors/InvalidAmountError'
import { InvalidBridgeRateError } from '../../../src/domain/errors/InvalidBridgeRateError'

describe('bridgeAmounts', () => {
  it.each([
    // amount, service bps, destroy bps, destroy amount, fee, payout
    [12_345n, 30, 200, 246n, 37n, 12_062n], // 246.9 and 37.035, each rounded down
    [1_000n * 10n ** 18n, 30, 200, 20n * 10n ** 18n, 3n * 10n ** 18n, 977n * 10n ** 18n],
    [999_999n, 1_000, 5_000, 499_999n, 99_999n, 400_001n], // both at the contract's limits
    [1n, 30, 200, 0n, 0n, 1n], // too small for either: all of it arrives
    [0n, 30, 200, 0n, 0n, 0n],
    [2n ** 256n - 1n, 0, 0, 0n, 0n, 2n ** 256n - 1n],
  ])('%s at service %s and destroy %s bps', (amount, serviceBps, destroyBps, destroyAmount, fee, payout) => {
    expect(bridgeAmounts(amount, { serviceBps, destroyBps })).toEqual({ amount, destroyAmount, fee, payout })
  })

  it('refuses rates the contract would refuse, and amounts outside uint256', () => {
    expect(() => bridgeAmounts(1n, { serviceBps: 1_001, destroyBps: 0 })).toThrow(InvalidBridgeRateError)
    expect(() => bridgeAmounts(1n, { serviceBps: 0, destroyBps: 5_001 })).toThrow(InvalidBridgeRateError)
    expect(() => bridgeAmounts(1n, { serviceBps: 0.5, destroyBps: 0 })).toThrow(InvalidBridgeRateError)
    expect(() => bridgeAmounts(1n, { serviceBps: -1, destroyBps: 0 })).toThrow(InvalidBridgeRateError)
    expect(() => bridgeAmounts(-1n, { serviceBps: 0, destroyBps: 0 })).toThrow(InvalidAmountError)
    expect(() => bridgeAmounts(2n ** 256n, { serviceBps: 0, destroyBps: 0 })).toThrow(InvalidAmountError)
  })
})
