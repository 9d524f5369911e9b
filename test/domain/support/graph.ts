import type { Pair as SdkPair, Token as SdkToken } from '@uniswap/sdk'
import type { ChainConfig } from '../../../src/domain/chains/ChainConfig'
import { createToken } from '../../../src/domain/currency/createToken'
import type { Token } from '../../../src/domain/currency/Token'
import { createPair } from '../../../src/domain/trade/createPair'
import type { Pair } from '../../../src/domain/trade/Pair'
import { PairIndex } from '../../../src/domain/trade/PairIndex'
import { hecoConfig } from './fixtures'
import { randomBigInt } from './prng'
import { toSdkPair } from './toSdkPair'
import { toSdkToken } from './toSdkToken'

/** A graph of tokens and pairs by number: edge k joins tokens `a` and `b` with those reserves. */
export interface GraphSpec {
  readonly tokenDecimals: readonly number[]
  readonly edges: readonly { a: number; b: number; reserveA: bigint; reserveB: bigint }[]
}

/** The same graph as FomoSwap entities (pairs, index) and as `@uniswap/sdk` entities, pair k ↔ sdkPairs[k]. */
export interface Graph {
  readonly tokens: readonly Token[]
  readonly pairs: readonly Pair[]
  readonly index: PairIndex
  readonly sdkTokens: readonly SdkToken[]
  readonly sdkPairs: readonly SdkPair[]
}

const MIX = 0x9e3779b97f4a7c15f39cc0605cedc8341082276bn

/** A made-up, scrambled token address for token number `i` (so address order differs from number order). */
export function tokenAddress(i: number): string {
  const value = ((BigInt(i) + 1n) * MIX) % (1n << 160n)
  return `0x${value.toString(16).padStart(40, '0')}`
}

/** Builds the entities of a graph on a chain (chain 128 by default). */
export function buildGraph(spec: GraphSpec, config: ChainConfig = hecoConfig): Graph {
  const tokens = spec.tokenDecimals.map((decimals, i) =>
    createToken({ chainId: config.chainId, address: tokenAddress(i), decimals, symbol: `T${i}` }),
  )
  const pairs = spec.edges.map(({ a, b, reserveA, reserveB }) =>
    createPair(config, { currency: tokens[a]!, raw: reserveA }, { currency: tokens[b]!, raw: reserveB }),
  )
  return {
    tokens,
    pairs,
    index: new PairIndex(pairs),
    sdkTokens: tokens.map(toSdkToken),
    sdkPairs: pairs.map(toSdkPair),
  }
}

/**
 * A DEX-like random graph: a few hub tokens (numbers 0 to 3) in about half of the pairs, each token pair at most once,
 * reserves from 10^15 to 10^27 base units.
 */
export function randomGraphSpec(random: () => number, pairCount: number): GraphSpec {
  const tokenCount = Math.max(8, Math.round(pairCount / 4))
  const tokenDecimals = Array.from({ length: tokenCount }, () => (random() < 0.8 ? 18 : 6))
  const seen = new Set<string>()
  const edges: { a: number; b: number; reserveA: bigint; reserveB: bigint }[] = []
  while (edges.length < pairCount) {
    const a = random() < 0.5 ? Math.floor(random() * 4) : Math.floor(random() * tokenCount)
    const b = Math.floor(random() * tokenCount)
    const key = a < b ? `${a}-${b}` : `${b}-${a}`
    if (a === b || seen.has(key)) continue
    seen.add(key)
    edges.push({
      a,
      b,
      reserveA: randomBigInt(random, 10n ** 15n, 10n ** 27n),
      reserveB: randomBigInt(random, 10n ** 15n, 10n ** 27n),
    })
  }
  return { tokenDecimals, edges }
}
