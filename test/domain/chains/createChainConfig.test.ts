import { describe, expect, it } from 'vitest'
import { createChainConfig } from '../../../src/domain/chains/createChainConfig'
import { InvalidAddressError } from '../../../src/domain/errors/InvalidAddressError'
import { InvalidHexError } from '../../../src/domain/errors/InvalidHexError'
import { UnsupportedChainError } from '../../../src/domain/errors/UnsupportedChainError'

const record = {
  chainId: 56,
  initCodeHash: `0x${'AB'.repeat(32)}`,
  contracts: {
    factory: '0x1111111111111111111111111111111111111111',
    router: '0x3333333333333333333333333333333333333333',
    wrappedNative: '0xbb4cdb9cbd36b01bd1cbaebf2de08d9173bc095c',
    multicall: '0x4444444444444444444444444444444444444444',
  },
}

describe('createChainConfig', () => {
  it('builds the chain’s configuration from its deployment record, BNB and WBNB on chain 56', () => {
    const config = createChainConfig(record)
    expect(config.chainId).toBe(56)
    expect(config.initCodeHash).toBe(`0x${'ab'.repeat(32)}`)
    expect(config.nativeCurrency).toMatchObject({ kind: 'native', symbol: 'BNB', decimals: 18 })
    expect(config.nativeCurrency.wrapped).toEqual({
      kind: 'token',
      chainId: 56,
      address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
      decimals: 18,
      symbol: 'WBNB',
      name: 'Wrapped BNB',
    })
    expect(Object.isFrozen(config)).toBe(true)
  })

  it('names HT and WHT on chain 128 and ETH and WETH on the test networks', () => {
    expect(createChainConfig({ ...record, chainId: 128 }).nativeCurrency.wrapped.symbol).toBe('WHT')
    for (const chainId of [1, 3, 4, 5, 42, 256]) {
      expect(createChainConfig({ ...record, chainId }).nativeCurrency.symbol).toBe('ETH')
    }
  })

  it('rejects unsupported chains, bad addresses and a hash that is not 32 bytes', () => {
    expect(() => createChainConfig({ ...record, chainId: 97 })).toThrow(UnsupportedChainError)
    expect(() => createChainConfig({ ...record, chainId: 97 })).toThrow('unsupported network id')
    expect(() => createChainConfig({ ...record, contracts: { ...record.contracts, router: '0x12' } })).toThrow(
      InvalidAddressError,
    )
    expect(() => createChainConfig({ ...record, initCodeHash: '0x1234' })).toThrow(InvalidHexError)
  })
})
