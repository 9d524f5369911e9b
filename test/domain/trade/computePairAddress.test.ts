import { Pair as SdkPair } from '@uniswap/sdk'
import { getCreate2Address, solidityPackedKeccak256 } from 'ethers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createToken } from '../../../src/domain/currency/createToken'
import { IdenticalTokensError } from '../../../src/domain/errors/IdenticalTokensError'
import { computePairAddress } from '../../../src/domain/trade/computePairAddress'
import { hecoConfig, hecoUsdt, hecoWht, mainnetConfig, mainnetDai, mainnetUsdc } from '../support/fixtures'
import { toSdkToken } from '../support/toSdkToken'

const hexAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)

describe('computePairAddress', () => {
  it('finds the real Uniswap V2 pairs when given Uniswap’s factory and init-code hash', () => {
    const weth = mainnetConfig.nativeCurrency.wrapped
    expect(computePairAddress(mainnetConfig, mainnetUsdc, weth)).toBe('0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc')
    expect(computePairAddress(mainnetConfig, weth, mainnetDai)).toBe('0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11')
  })

  it('does not depend on token order', () => {
    expect(computePairAddress(hecoConfig, hecoUsdt, hecoWht)).toBe(computePairAddress(hecoConfig, hecoWht, hecoUsdt))
  })

  it('rejects a pair of one token', () => {
    expect(() => computePairAddress(hecoConfig, hecoUsdt, hecoUsdt)).toThrow(IdenticalTokensError)
  })

  it('equals @uniswap/sdk’s Pair.getAddress under Uniswap’s constants', () => {
    fc.assert(
      fc.property(hexAddress, hexAddress, (a, b) => {
        fc.pre(a !== b)
        const tokenA = createToken({ chainId: 1, address: a, decimals: 18, symbol: 'A' })
        const tokenB = createToken({ chainId: 1, address: b, decimals: 18, symbol: 'B' })
        expect(computePairAddress(mainnetConfig, tokenA, tokenB)).toBe(
          SdkPair.getAddress(toSdkToken(tokenA), toSdkToken(tokenB)),
        )
      }),
      { numRuns: 50 },
    )
  })

  it('equals ethers’ CREATE2 address under any factory and init-code hash', () => {
    const hash = fc
      .uint8Array({ minLength: 32, maxLength: 32 })
      .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
    fc.assert(
      fc.property(hexAddress, hexAddress, hexAddress, hash, (factory, a, b, initCodeHash) => {
        fc.pre(a !== b)
        const tokenA = createToken({ chainId: 128, address: a, decimals: 18, symbol: 'A' })
        const tokenB = createToken({ chainId: 128, address: b, decimals: 18, symbol: 'B' })
        const [token0, token1] = a < b ? [tokenA, tokenB] : [tokenB, tokenA]
        const salt = solidityPackedKeccak256(['address', 'address'], [token0.address, token1.address])
        expect(computePairAddress({ factoryAddress: factory, initCodeHash }, tokenA, tokenB)).toBe(
          getCreate2Address(factory, salt, initCodeHash),
        )
      }),
      { numRuns: 100 },
    )
  })
})
