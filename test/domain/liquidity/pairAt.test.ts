import { describe, expect, it } from 'vitest'
import { unwrapToken } from '../../../src/domain/currency/unwrapToken'
import { pairAt } from '../../../src/domain/liquidity/pairAt'
import { pairStateOf } from '../../../src/domain/liquidity/pairStateOf'
import { computePairAddress } from '../../../src/domain/trade/computePairAddress'
import { hecoConfig, hecoHt, hecoUsdt, hecoWht } from '../support/fixtures'

describe('pairStateOf and pairAt', () => {
  it('is INVALID for a missing currency or the native coin with its wrapped token', () => {
    expect(pairStateOf(hecoHt, hecoWht, { reserve0: 1n, reserve1: 1n })).toBe('INVALID')
    expect(pairStateOf(undefined, hecoWht, undefined)).toBe('INVALID')
  })

  it('is LOADING, NOT_EXISTS or EXISTS from the reserves read', () => {
    expect(pairStateOf(hecoHt, hecoUsdt, undefined)).toBe('LOADING')
    expect(pairStateOf(hecoHt, hecoUsdt, null)).toBe('NOT_EXISTS')
    expect(pairStateOf(hecoHt, hecoUsdt, { reserve0: 0n, reserve1: 0n })).toBe('EXISTS')
  })

  it('builds the pair with the reserves in its sorted order', () => {
    const pair = pairAt(hecoConfig, hecoHt, hecoUsdt, { reserve0: 5n, reserve1: 7n })
    expect(pair?.address).toBe(computePairAddress(hecoConfig, hecoWht, hecoUsdt))
    expect([pair?.token0.address, pair?.reserve0]).toEqual([
      hecoWht.address.toLowerCase() < hecoUsdt.address.toLowerCase() ? hecoWht.address : hecoUsdt.address,
      5n,
    ])
    expect(pairAt(hecoConfig, hecoHt, hecoUsdt, null)).toBeUndefined()
  })

  it('shows the wrapped native token as the native coin', () => {
    expect(unwrapToken(hecoWht, hecoConfig.nativeCurrency)).toBe(hecoHt)
    expect(unwrapToken(hecoUsdt, hecoConfig.nativeCurrency)).toBe(hecoUsdt)
  })
})
