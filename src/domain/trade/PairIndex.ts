import type { Token } from '../currency/Token'
import { ChainMismatchError } from '../errors/ChainMismatchError'
import type { Pair } from './Pair'

/**
 * The pairs of one chain a trade search may use, indexed for it: tokens numbered, reserves in flat arrays, and each
 * token's pairs in the original order (which decides ties, as in `@uniswap/sdk`). Build it once per set of reserves
 * (per block) and reuse it for every quote; it never changes.
 *
 * @throws ChainMismatchError when the pairs are not all on one chain.
 * @example const index = new PairIndex(pairs); bestTradeExactIn(index, amountIn, usdt)
 */
export class PairIndex {
  readonly pairs: readonly Pair[]
  /** Token numbers of each pair's `token0` and `token1`, by pair position. */
  readonly token0Ids: Int32Array
  readonly token1Ids: Int32Array
  readonly reserve0: readonly bigint[]
  readonly reserve1: readonly bigint[]
  /** The tokens by number. */
  readonly tokens: readonly Token[]
  /** Token numbers by checksummed address. */
  private readonly tokenIds = new Map<string, number>()
  private readonly pairsByToken: Int32Array[]

  constructor(pairs: readonly Pair[]) {
    this.pairs = Object.freeze([...pairs])
    this.token0Ids = new Int32Array(pairs.length)
    this.token1Ids = new Int32Array(pairs.length)
    const tokens: Token[] = []
    const byToken: number[][] = []
    const chainId = pairs[0]?.token0.chainId
    const number = (token: Token): number => {
      if (token.chainId !== chainId) throw new ChainMismatchError(chainId ?? token.chainId, token.chainId)
      let id = this.tokenIds.get(token.address)
      if (id === undefined) {
        id = tokens.length
        this.tokenIds.set(token.address, id)
        tokens.push(token)
        byToken.push([])
      }
      return id
    }
    pairs.forEach((pair, i) => {
      const id0 = number(pair.token0)
      const id1 = number(pair.token1)
      this.token0Ids[i] = id0
      this.token1Ids[i] = id1
      byToken[id0]!.push(i)
      if (id1 !== id0) byToken[id1]!.push(i)
    })
    this.reserve0 = pairs.map((pair) => pair.reserve0)
    this.reserve1 = pairs.map((pair) => pair.reserve1)
    this.tokens = tokens
    this.pairsByToken = byToken.map((list) => Int32Array.from(list))
  }

  /** The number of a token, or -1 when no pair holds it (tokens of other chains included). */
  tokenId(token: Token): number {
    const id = this.tokenIds.get(token.address)
    return id === undefined || this.tokens[id]!.chainId !== token.chainId ? -1 : id
  }

  /** The positions of the pairs that hold a token, ascending. */
  pairsOf(tokenId: number): Int32Array {
    return this.pairsByToken[tokenId]!
  }

  /**
   * For every token, the fewest pairs with reserves on both sides that join it to `fromId`, counted up to `limit`
   * (farther tokens get `limit + 1`). A search skips tokens that cannot reach its goal in the hops it has left.
   */
  hopDistances(fromId: number, limit: number): Uint8Array {
    const distances = new Uint8Array(this.tokens.length).fill(limit + 1)
    distances[fromId] = 0
    let frontier = [fromId]
    for (let hops = 1; hops <= limit && frontier.length > 0; hops++) {
      const next: number[] = []
      for (const tokenId of frontier) {
        for (const pairId of this.pairsByToken[tokenId]!) {
          if (this.reserve0[pairId] === 0n || this.reserve1[pairId] === 0n) continue
          const other = this.token0Ids[pairId] === tokenId ? this.token1Ids[pairId]! : this.token0Ids[pairId]!
          if (distances[other]! > hops) {
            distances[other] = hops
            next.push(other)
          }
        }
      }
      frontier = next
    }
    return distances
  }

  /** The pairs and token path of a route given as pair numbers walked from token `startId`. */
  routeOf(startId: number, pairIds: readonly number[]): { pairs: Pair[]; path: Token[] } {
    const pairs: Pair[] = []
    const path: Token[] = [this.tokens[startId]!]
    let tokenId = startId
    for (const pairId of pairIds) {
      pairs.push(this.pairs[pairId]!)
      tokenId = this.token0Ids[pairId] === tokenId ? this.token1Ids[pairId]! : this.token0Ids[pairId]!
      path.push(this.tokens[tokenId]!)
    }
    return { pairs, path }
  }
}
