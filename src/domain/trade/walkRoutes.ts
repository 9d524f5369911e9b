import type { PairIndex } from './PairIndex'

/**
 * The depth-first route search under `bestTradeExactIn` and `bestTradeExactOut`: from token `fromId`, every route of at
 * most `maxHops` pairs to `toId`, in the SDK's order (each token's pairs in their original order, no pair twice, pairs
 * with an empty reserve skipped), leaving out branches that cannot reach `toId` in the hops left.
 *
 * `hop` prices one pair: given the pair, whether the walk enters it from token0 and the amount carried in, it returns
 * the amount carried on, or 0n to skip the pair. `arrive` sees each route that reaches `toId`: its pairs in walking
 * order and the amounts along it (the starting amount first); both arrays are reused, so copy what is kept.
 *
 * @example walkRoutes(index, startId, goalId, amountIn, 3, (pairId, fromToken0, amount) => out, (pairs, amounts) => {})
 */
export function walkRoutes(
  index: PairIndex,
  fromId: number,
  toId: number,
  amount: bigint,
  maxHops: number,
  hop: (pairId: number, fromToken0: boolean, amount: bigint) => bigint,
  arrive: (pairIds: readonly number[], amounts: readonly bigint[]) => void,
): void {
  const { token0Ids, token1Ids, reserve0, reserve1, pairs } = index
  const pairCount = pairs.length
  const hopsToGoal = index.hopDistances(toId, maxHops - 1)
  const used = new Uint8Array(pairCount)
  const routePairs: number[] = []
  const routeAmounts: bigint[] = [amount]

  const visit = (tokenId: number, carried: bigint, hopsLeft: number): void => {
    const depth = routePairs.length
    for (const pairId of index.pairsOf(tokenId)) {
      if (used[pairId] === 1) continue
      if (reserve0[pairId] === 0n || reserve1[pairId] === 0n) continue
      const fromToken0 = token0Ids[pairId] === tokenId
      const nextId = fromToken0 ? token1Ids[pairId]! : token0Ids[pairId]!
      const isGoal = nextId === toId
      const canContinue = !isGoal && hopsLeft > 1 && pairCount - depth > 1 && hopsToGoal[nextId]! <= hopsLeft - 1
      if (!isGoal && !canContinue) continue
      const next = hop(pairId, fromToken0, carried)
      if (next === 0n) continue
      routePairs.push(pairId)
      routeAmounts.push(next)
      if (isGoal) {
        arrive(routePairs, routeAmounts)
      } else {
        used[pairId] = 1
        visit(nextId, next, hopsLeft - 1)
        used[pairId] = 0
      }
      routePairs.pop()
      routeAmounts.pop()
    }
  }

  visit(fromId, amount, maxHops)
}
