import fc from 'fast-check'
import { MAX_UINT112 } from '../../../src/domain/math/uintLimits'
import type { GraphSpec } from './graph'

/**
 * Reserves that reach every branch of the routing: empty pools, tiny pools (outputs that round to 0, outputs above the
 * reserve), a few repeated round values (so that different routes tie) and anything up to uint112.
 */
export const reserveArbitrary: fc.Arbitrary<bigint> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0n) },
  { weight: 2, arbitrary: fc.bigInt({ min: 1n, max: 10_000n }) },
  { weight: 3, arbitrary: fc.constantFrom(10n ** 18n, 2n * 10n ** 18n, 10n ** 21n) },
  { weight: 3, arbitrary: fc.bigInt({ min: 10n ** 15n, max: 10n ** 27n }) },
  { weight: 2, arbitrary: fc.bigInt({ min: 1n, max: MAX_UINT112 }) },
)

/** Reserves from three round values only: many routes tie, which exercises the comparator's later criteria. */
export const roundReserveArbitrary: fc.Arbitrary<bigint> = fc.constantFrom(10n ** 18n, 2n * 10n ** 18n, 10n ** 21n)

/** Tiny reserves: outputs are small integers, so routes with different prices often tie on amounts. */
export const tinyReserveArbitrary: fc.Arbitrary<bigint> = fc.bigInt({ min: 1n, max: 300n })

/** Tiny amounts for tiny reserves. */
export const tinyAmountArbitrary: fc.Arbitrary<bigint> = fc.bigInt({ min: 1n, max: 100n })

/** Trade amounts from nothing through dust to more than most pools hold. */
export const amountArbitrary: fc.Arbitrary<bigint> = fc.oneof(
  fc.bigInt({ min: 0n, max: 1_000n }),
  fc.constantFrom(10n ** 15n, 10n ** 18n),
  fc.bigInt({ min: 1n, max: 10n ** 24n }),
  fc.bigInt({ min: 1n, max: MAX_UINT112 }),
)

/**
 * A random graph of 2 to `maxTokens` tokens and up to `maxPairs` pairs; `uniquePairs: false` lets a token pair occur
 * twice (which the SDK accepts, and which allows cycles within three hops).
 */
export function graphSpecArbitrary({
  maxTokens = 9,
  minPairs = 1,
  maxPairs = 24,
  uniquePairs = true,
  reserves = reserveArbitrary,
}: {
  maxTokens?: number
  minPairs?: number
  maxPairs?: number
  uniquePairs?: boolean
  reserves?: fc.Arbitrary<bigint>
} = {}): fc.Arbitrary<GraphSpec> {
  return fc.integer({ min: Math.min(3, maxTokens), max: maxTokens }).chain((tokenCount) => {
    const edge = fc
      .record({
        a: fc.nat(tokenCount - 1),
        b: fc.nat(tokenCount - 1),
        reserveA: reserves,
        reserveB: reserves,
      })
      .filter(({ a, b }) => a !== b)
    const edges = uniquePairs
      ? fc.uniqueArray(edge, {
          minLength: Math.min(minPairs, (tokenCount * (tokenCount - 1)) / 2),
          maxLength: maxPairs,
          selector: ({ a, b }) => (a < b ? `${a}-${b}` : `${b}-${a}`),
        })
      : fc.array(edge, { minLength: minPairs, maxLength: maxPairs })
    return fc.record({
      tokenDecimals: fc.array(fc.constantFrom(18, 6, 0), { minLength: tokenCount, maxLength: tokenCount }),
      edges,
    })
  })
}

/**
 * A search query on a graph spec: token numbers (different in 9 of 10 queries), an amount and the SDK's options.
 */
export function queryArbitrary(spec: GraphSpec, amounts: fc.Arbitrary<bigint> = amountArbitrary) {
  const count = spec.tokenDecimals.length
  const tokens = fc.oneof(
    { weight: 9, arbitrary: fc.tuple(fc.nat(count - 1), fc.integer({ min: 1, max: count - 1 })) },
    { weight: 1, arbitrary: fc.tuple(fc.nat(count - 1), fc.constant(0)) },
  )
  return fc
    .record({
      tokens,
      amount: amounts,
      maxHops: fc.integer({ min: 1, max: 3 }),
      maxNumResults: fc.integer({ min: 1, max: 4 }),
    })
    .map(({ tokens: [from, offset], ...rest }) => ({ from, to: (from + offset) % count, ...rest }))
}

/**
 * Graphs whose best routes tie exactly: token 0 reaches token 1 through 2 to 4 intermediate tokens, each over pairs
 * with the same reserves, in a shuffled pair order, plus a direct pair; a search must then keep the order in which
 * it meets the routes, as the SDK does. Queries go from 0 to 1 or back.
 */
export function tiedRoutesArbitrary() {
  const reserve = fc.bigInt({ min: 10n ** 3n, max: 10n ** 24n })
  return fc
    .record({
      via: fc.integer({ min: 2, max: 4 }),
      reserves: fc.tuple(reserve, reserve, reserve, reserve),
      direct: fc.tuple(reserve, reserve),
      order: fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })).map((stream) => stream.take(12)),
      amount: fc.bigInt({ min: 1n, max: 10n ** 21n }),
      reverse: fc.boolean(),
      maxNumResults: fc.integer({ min: 1, max: 4 }),
    })
    .map(({ via, reserves: [rA, rB, rC, rD], direct: [rE, rF], order, amount, reverse, maxNumResults }) => {
      const edges = [{ a: 0, b: 1, reserveA: rE, reserveB: rF }]
      for (let i = 0; i < via; i++) {
        edges.push({ a: 0, b: 2 + i, reserveA: rA, reserveB: rB }, { a: 2 + i, b: 1, reserveA: rC, reserveB: rD })
      }
      const keys = [...order]
      const shuffled = edges.map((edge, i) => ({ edge, key: keys[i] ?? 0 })).sort((x, y) => x.key - y.key)
      const spec: GraphSpec = { tokenDecimals: Array(2 + via).fill(18), edges: shuffled.map(({ edge }) => edge) }
      const query = { from: reverse ? 1 : 0, to: reverse ? 0 : 1, amount, maxHops: 3, maxNumResults }
      return [spec, query] as const
    })
}
