import { describe, expect, it } from 'vitest'
import { ChainMismatchError } from '../../../src/domain/errors/ChainMismatchError'
import { IdenticalTokensError } from '../../../src/domain/errors/IdenticalTokensError'
import { InvalidReservesError } from '../../../src/domain/errors/InvalidReservesError'
import { MAX_UINT112 } from '../../../src/domain/math/uintLimits'
import { computePairAddress } from '../../../src/domain/trade/computePairAddress'
import { createPair } from '../../../src/domain/trade/createPair'
import { hecoConfig, hecoHt, hecoUsdt, hecoWht, mainnetConfig, mainnetDai } from '../support/fixtures'
import { toSdkPair } from '../support/toSdkPair'

describe('createPair', () => {
  it('sorts the tokens by address and their reserves with them', () => {
    const pair = createPair(hecoConfig, { currency: hecoUsdt, raw: 7n }, { currency: hecoWht, raw: 3n })
    // WHT 0x5545… sorts before USDT 0xa71e…
    expect([pair.token0.symbol, pair.token1.symbol, pair.reserve0, pair.reserve1]).toEqual(['WHT', 'USDT', 3n, 7n])
  })

  it('sits at FomoSwap’s CREATE2 address with a Fomo-LP token there', () => {
    const pair = createPair(hecoConfig, { currency: hecoUsdt, raw: 1n }, { currency: hecoWht, raw: 1n })
    expect(pair.address).toBe(computePairAddress(hecoConfig, hecoUsdt, hecoWht))
    expect(pair.liquidityToken).toEqual({
      kind: 'token',
      chainId: 128,
      address: pair.address,
      decimals: 18,
      symbol: 'Fomo-LP',
      name: 'FomoSwap LP',
    })
  })

  it('takes the native coin as its wrapped token', () => {
    const pair = createPair(hecoConfig, { currency: hecoHt, raw: 1n }, { currency: hecoUsdt, raw: 2n })
    expect(pair.token0).toBe(hecoWht)
  })

  it('accepts uint112 reserves and rejects anything else', () => {
    const make = (raw: bigint) => createPair(hecoConfig, { currency: hecoUsdt, raw }, { currency: hecoWht, raw: 0n })
    expect(make(MAX_UINT112).reserve1).toBe(MAX_UINT112)
    expect(() => make(MAX_UINT112 + 1n)).toThrow(InvalidReservesError)
    expect(() => make(-1n)).toThrow(InvalidReservesError)
  })

  it('rejects one token twice and tokens of another chain', () => {
    expect(() => createPair(hecoConfig, { currency: hecoUsdt, raw: 1n }, { currency: hecoUsdt, raw: 1n })).toThrow(
      IdenticalTokensError,
    )
    expect(() => createPair(mainnetConfig, { currency: hecoUsdt, raw: 1n }, { currency: mainnetDai, raw: 1n })).toThrow(
      ChainMismatchError,
    )
  })

  it('converts to an @uniswap/sdk Pair whose LP token is FomoSwap’s, not Uniswap’s', () => {
    const pair = createPair(hecoConfig, { currency: hecoUsdt, raw: 7n }, { currency: hecoWht, raw: 3n })
    const sdkPair = toSdkPair(pair)
    expect(sdkPair.liquidityToken.address).toBe(pair.address)
    expect(sdkPair.liquidityToken.symbol).toBe('Fomo-LP')
    expect([sdkPair.token0.address, sdkPair.reserve0.raw.toString()]).toEqual([hecoWht.address, '3'])
  })
})
