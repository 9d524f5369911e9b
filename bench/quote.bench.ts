/**
 * The quote benchmark of issue 3: FomoSwap's best-trade search next to @uniswap/sdk's `Trade.bestTradeExactIn/Out`
 * on the same pairs and queries, over graphs of 50, 200 and 1000 pairs, 3 hops, 3 results. Prints time per quote,
 * the speed-up and whether every query returned identical trades (same pairs, path and amounts, in the same order).
 *
 * Run: npm run bench:quote   (exit code 1 if any trades differ)
 */
import { JSBI, Trade as SdkTrade, TokenAmount } from '@uniswap/sdk'
import { bestTradeExactIn } from '../src/domain/trade/bestTradeExactIn'
import { bestTradeExactOut } from '../src/domain/trade/bestTradeExactOut'
import { PairIndex } from '../src/domain/trade/PairIndex'
import type { Trade } from '../src/domain/trade/Trade'
import { describeSdkTrades, describeTrades } from '../test/domain/support/describeTrades'
import { buildGraph, type Graph, randomGraphSpec } from '../test/domain/support/graph'
import { mulberry32, randomBigInt } from '../test/domain/support/prng'

const PAIR_COUNTS = [50, 200, 1000]
const QUERIES_PER_GRAPH = 24
const OPTIONS = { maxHops: 3, maxNumResults: 3 }
/** Time to spend measuring each side of each row; the SDK also stops after SDK_MAX_ROUNDS passes over the queries. */
const BUDGET_MS = { fomo: 1_000, sdk: 6_000 }
const SDK_MAX_ROUNDS = 20
const FRAME_MS = 16
const GOAL_SPEED_UP = 100

type Kind = 'exact-in' | 'exact-out'
interface Query {
  from: number
  to: number
  amount: bigint
}

function fomoQuote(graph: Graph, kind: Kind, { from, to, amount }: Query): Trade[] {
  return kind === 'exact-in'
    ? bestTradeExactIn(graph.index, { currency: graph.tokens[from]!, raw: amount }, graph.tokens[to]!, OPTIONS)
    : bestTradeExactOut(graph.index, graph.tokens[from]!, { currency: graph.tokens[to]!, raw: amount }, OPTIONS)
}

function sdkQuote(graph: Graph, kind: Kind, { from, to, amount }: Query): SdkTrade[] {
  const pairs = graph.sdkPairs as SdkTrade['route']['pairs']
  return kind === 'exact-in'
    ? SdkTrade.bestTradeExactIn(
        pairs,
        new TokenAmount(graph.sdkTokens[from]!, JSBI.BigInt(amount.toString())),
        graph.sdkTokens[to]!,
        OPTIONS,
      )
    : SdkTrade.bestTradeExactOut(
        pairs,
        graph.sdkTokens[from]!,
        new TokenAmount(graph.sdkTokens[to]!, JSBI.BigInt(amount.toString())),
        OPTIONS,
      )
}

/** Milliseconds per quote: whole passes over the queries until the budget or the round limit is spent. */
function measure<T>(queries: readonly T[], quote: (query: T) => unknown, budgetMs: number, maxRounds: number): number {
  let quotes = 0
  const start = performance.now()
  for (let round = 0; round < maxRounds && performance.now() - start < budgetMs; round++) {
    for (const query of queries) quote(query)
    quotes += queries.length
  }
  return (performance.now() - start) / quotes
}

function makeQueries(random: () => number, graph: Graph, kind: Kind): Query[] {
  const queries: Query[] = []
  while (queries.length < QUERIES_PER_GRAPH) {
    const from = Math.floor(random() * graph.tokens.length)
    const to = Math.floor(random() * graph.tokens.length)
    if (from === to) continue
    // exact out asks for amounts the output side can usually pay
    const amount =
      kind === 'exact-in' ? randomBigInt(random, 10n ** 15n, 10n ** 22n) : randomBigInt(random, 10n ** 12n, 10n ** 19n)
    queries.push({ from, to, amount })
  }
  return queries
}

const format = (ms: number) => (ms < 0.1 ? ms.toFixed(4) : ms < 10 ? ms.toFixed(3) : ms.toFixed(1))
const rows: string[][] = []
let allIdentical = true
let goalsMet = true
const random = mulberry32(20_240_601)

for (const pairCount of PAIR_COUNTS) {
  const graph = buildGraph(randomGraphSpec(random, pairCount))
  const indexMs = measure([graph.pairs], (pairs) => new PairIndex(pairs), 300, Number.POSITIVE_INFINITY)
  for (const kind of ['exact-in', 'exact-out'] as const) {
    const queries = makeQueries(random, graph, kind)
    let identical = 0
    let routed = 0
    for (const query of queries) {
      const ours = describeTrades(graph, fomoQuote(graph, kind, query))
      const sdk = describeSdkTrades(graph, sdkQuote(graph, kind, query))
      if (JSON.stringify(ours) === JSON.stringify(sdk)) identical++
      if (ours.length > 0) routed++
    }
    allIdentical &&= identical === queries.length
    const fomoMs = measure(queries, (query) => fomoQuote(graph, kind, query), BUDGET_MS.fomo, Number.POSITIVE_INFINITY)
    const sdkMs = measure(queries, (query) => sdkQuote(graph, kind, query), BUDGET_MS.sdk, SDK_MAX_ROUNDS)
    const speedUp = sdkMs / fomoMs
    if (pairCount === 200) goalsMet &&= fomoMs <= FRAME_MS && speedUp >= GOAL_SPEED_UP
    rows.push([
      String(pairCount),
      kind,
      format(fomoMs),
      format(sdkMs),
      `${speedUp.toFixed(0)}x`,
      `${identical}/${queries.length} (${routed} routed)`,
      format(indexMs),
      `${(sdkMs / (fomoMs + indexMs)).toFixed(0)}x`,
    ])
  }
}

const header = [
  'pairs',
  'kind',
  'FomoSwap ms/quote',
  '@uniswap/sdk ms/quote',
  'speed-up',
  'identical trades',
  'index build ms',
  'speed-up incl. index build',
]
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
console.log(line(header))
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
for (const row of rows) console.log(line(row))
console.log(
  `\nmaxHops ${OPTIONS.maxHops}, maxNumResults ${OPTIONS.maxNumResults}, ${QUERIES_PER_GRAPH} queries per row; the index is built once per set of reserves (per block) and reused by every quote; the last column charges a full build to each quote.`,
)
console.log(`trades identical to @uniswap/sdk: ${allIdentical ? 'yes, every query' : 'NO'}`)
console.log(
  `goal at 200 pairs (≤ ${FRAME_MS} ms per quote and ≥ ${GOAL_SPEED_UP}x faster): ${goalsMet ? 'met' : 'NOT met'}`,
)
if (!allIdentical) process.exitCode = 1
