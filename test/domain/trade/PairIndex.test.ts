import { describe, expect, it } from 'vitest'
import { createToken } from '../../../src/domain/currency/createToken'
import { ChainMismatchError } from '../../../src/domain/errors/ChainMismatchError'
import { createPair } from '../../../src/domain/trade/createPair'
import { PairIndex } from '../../../src/domain/trade/PairIndex'
import { hecoConfig, hecoHusd, hecoUsdt, hecoWht, mainnetConfig, mainnetDai } from '../support/fixtures'
import { hecoMdx, marketIndex, marketPairs } from '../support/tradingGraph'

describe('PairIndex', () => {
  it('numbers tokens and lists each token’s pairs in their original order', () => {
    const usdt = marketIndex.tokenId(hecoUsdt)
    expect(Array.from(marketIndex.pairsOf(usdt))).toEqual([0, 2, 3])
    expect(Array.from(marketIndex.pairsOf(marketIndex.tokenId(hecoMdx)))).toEqual([1, 2])
    expect(marketIndex.pairs).toEqual(marketPairs)
    expect(marketIndex.tokens[usdt]).toBe(hecoUsdt)
  })

  it('answers -1 for a token no pair holds, on this chain or another', () => {
    const stranger = createToken({ chainId: 128, address: `0x${'9'.repeat(40)}`, decimals: 18, symbol: 'X' })
    expect(marketIndex.tokenId(stranger)).toBe(-1)
    expect(marketIndex.tokenId({ ...hecoUsdt, chainId: 56 })).toBe(-1)
  })

  it('indexes the pairs of one chain only', () => {
    const mainnetPair = createPair(
      mainnetConfig,
      { currency: mainnetDai, raw: 1n },
      { currency: mainnetConfig.nativeCurrency, raw: 1n },
    )
    expect(() => new PairIndex([...marketPairs, mainnetPair])).toThrow(ChainMismatchError)
  })

  it('measures hop distances over pairs with reserves, up to a limit', () => {
    const distances = marketIndex.hopDistances(marketIndex.tokenId(hecoHusd), 2)
    expect(distances[marketIndex.tokenId(hecoUsdt)]).toBe(1)
    expect(distances[marketIndex.tokenId(hecoWht)]).toBe(2)
    expect(distances[marketIndex.tokenId(hecoMdx)]).toBe(2)
    const empty = new PairIndex([
      createPair(hecoConfig, { currency: hecoUsdt, raw: 0n }, { currency: hecoWht, raw: 5n }),
    ])
    expect(empty.hopDistances(empty.tokenId(hecoUsdt), 3)[empty.tokenId(hecoWht)]).toBe(4)
  })
})
