import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/adapters/db/openDatabase'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import { PgMarketData } from '../../../src/adapters/db/PgMarketData'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import type { PairEvent } from '../../../src/domain/market/PairEvent'

const CHAIN = 128
const DAY = 86_400
const PAIRS = [`0x${'1'.repeat(40)}`, `0x${'2'.repeat(40)}`, `0x${'3'.repeat(40)}`]
const TOKEN0 = `0x${'a'.repeat(40)}`
const TOKEN1 = `0x${'b'.repeat(40)}`
const BLOCKS = 200
/** The first block's time: the first half of the blocks is more than a day before the newest. */
const T0 = 1_700_000_000
const timeOf = (block: number) => T0 + (block < BLOCKS / 2 ? block : DAY + block)

/** Each block: a swap of 1 token0 and then a Sync on each pair (reserves growing with the block). */
function eventsOf(block: number): PairEvent[] {
  return PAIRS.flatMap((pair, p) => {
    const base = {
      chainId: CHAIN,
      txHash: `0x${block.toString(16).padStart(62, '0')}0${p}`,
      blockNumber: block,
      blockTime: timeOf(block),
      pair,
      amount0In: 0n,
      amount1In: 0n,
      amount0Out: 0n,
      amount1Out: 0n,
    }
    return [
      { ...base, logIndex: 0, kind: 'swap' as const, amount0In: 10n ** 18n, amount1Out: 2n * 10n ** 18n },
      { ...base, logIndex: 1, kind: 'sync' as const, reserve0: 1_000n + BigInt(block), reserve1: 2_000n + BigInt(p) },
    ]
  })
}

describe('PgMarketData on PGlite, its statistics never gathered (as after a catch-up)', () => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await openDatabase({})
    const blocks = Array.from({ length: BLOCKS }, (_, number) => ({
      number,
      hash: `0x${number.toString(16).padStart(64, '0')}`,
      parentHash: `0x${(number - 1).toString(16).padStart(64, '0')}`,
      timestamp: timeOf(number),
    }))
    await new PgChainEventStore(db).commitRange({
      chainId: CHAIN,
      pairs: PAIRS.map((address) => ({ address, token0: TOKEN0, token1: TOKEN1, createdBlock: 0 })),
      events: blocks.flatMap((block) => eventsOf(block.number)),
      blocks,
      checkpoint: { number: BLOCKS - 1, hash: blocks.at(-1)!.hash },
    })
  })
  afterAll(async () => db?.close())

  it('gives each pair its newest reserves and the volume of the last day before the newest block', async () => {
    const states = await new PgMarketData(db).pairStates(CHAIN)
    expect(states).toEqual(
      PAIRS.map((address, p) => ({
        chainId: CHAIN,
        address,
        token0: TOKEN0,
        token1: TOKEN1,
        reserve0: 1_000n + BigInt(BLOCKS - 1),
        reserve1: 2_000n + BigInt(p),
        volume0: BigInt(BLOCKS / 2) * 10n ** 18n, // the second half: within a day of the newest block
        volume1: BigInt(BLOCKS / 2) * 2n * 10n ** 18n,
      })),
    )
  })

  it('reads the chain time once for all swaps, not once per swap (the plan the empty statistics gave before)', async () => {
    // the query pairStates sends, run again under EXPLAIN ANALYZE: how often each scan of chain_blocks ran
    const sent: { sql: string; params: unknown[] }[] = []
    const recording = {
      ...db,
      query: (sql: string, params: unknown[] = []) => {
        sent.push({ sql, params })
        return db.query(sql, params)
      },
    } as SqlDatabase
    await new PgMarketData(recording).pairStates(CHAIN)
    expect(sent).toHaveLength(1)
    const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) ${sent[0]!.sql}`,
      sent[0]!.params,
    )
    const loops: number[] = []
    const visit = (node: PlanNode) => {
      if (node['Relation Name'] === 'chain_blocks') loops.push(node['Actual Loops'])
      for (const child of node.Plans ?? []) visit(child)
    }
    visit(row!['QUERY PLAN'][0].Plan)
    expect(loops.length).toBeGreaterThan(0)
    expect(Math.max(...loops)).toBe(1)
  })
})

interface PlanNode {
  'Relation Name'?: string
  'Actual Loops': number
  Plans?: PlanNode[]
}
