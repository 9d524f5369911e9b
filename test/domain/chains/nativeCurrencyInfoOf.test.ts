import { describe, expect, it } from 'vitest'
import { SUPPORTED_CHAIN_IDS } from '../../../src/domain/chains/ChainId'
import { isSupportedChainId } from '../../../src/domain/chains/isSupportedChainId'
import { nativeCurrencyInfoOf } from '../../../src/domain/chains/nativeCurrencyInfoOf'
import { UnsupportedChainError } from '../../../src/domain/errors/UnsupportedChainError'

describe('supported chains and their native coins', () => {
  it.each([
    [128, 'HT', 'WHT'],
    [56, 'BNB', 'WBNB'],
    [1, 'ETH', 'WETH'],
    [256, 'ETH', 'WETH'],
  ])('chain %i pays in %s, wrapped as %s', (chainId, symbol, wrappedSymbol) => {
    expect(nativeCurrencyInfoOf(chainId)).toMatchObject({ symbol, wrappedSymbol })
  })

  it('supports 128, 56, 1, 3, 4, 5, 42 and 256 only', () => {
    expect([...SUPPORTED_CHAIN_IDS].sort((a, b) => a - b)).toEqual([1, 3, 4, 5, 42, 56, 128, 256])
    expect(isSupportedChainId(97)).toBe(false)
    expect(() => nativeCurrencyInfoOf(97)).toThrow(UnsupportedChainError)
  })
})
