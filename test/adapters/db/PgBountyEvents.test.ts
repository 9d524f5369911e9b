import { getAddress } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import { PgGameRoundEvents } from '../../../src/adapters/db/PgGameRoundEvents'
import { PgPrizeDrawEvents } from '../../../src/adapters/db/PgPrizeDrawEvents'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import type { PrizeDrawEvent } from '../../../src/domain/bounty/PrizeDrawEvent'
import type { IndexedGameRound } from '../../../src/ports/ChainEventStore'
import { testDatabases } from '../../server/support/testDatabases'

const RECORDS = '0x00000000000000000000000000000000000000c1'
const POOL = '0x00000000000000000000000000000000000000c2'
const TOKEN = '0x00000000000000000000000000000000000000aa'
const FUNDER = '0x00000000000000000000000000000000000000bb'
const PLAYER = getAddress('0x00000000000000000000000000000000000000de') // checksummed, as the decoder writes it
const MAX = 2n ** 256n - 1n
const hash32 = (digit: string) => `0x${digit.repeat(64)}`
const block = (number: number) => ({
  number,
  hash: `0xb${number}`,
  parentHash: `0xb${number - 1}`,
  timestamp: number * 10,
})
const origin = (chainId: number, blockNumber: number, logIndex = 0) => ({
  chainId,
  txHash: `0x${blockNumber.toString(16).padStart(64, '0')}`,
  logIndex,
  blockNumber,
  time: blockNumber * 10,
})

/** A round per block from block 1: both games, bets and round numbers up to 2^256 - 1. */
function rounds(chainId: number, blocks: readonly number[]): IndexedGameRound[] {
  return blocks.map((blockNumber, i) => ({
    ...origin(chainId, blockNumber),
    contract: RECORDS,
    player: PLAYER,
    gameType: i % 2 === 0 ? 2 : 5,
    token: TOKEN,
    bet: i === 0 ? MAX : BigInt(i + 1) * 10n ** 18n,
    round: i === 0 ? MAX : BigInt(i),
  }))
}

/** Every kind of prize-pool event, in blocks 2 to 6 (log index 1, after the block's round). */
function draws(chainId: number): PrizeDrawEvent[] {
  const at = (blockNumber: number) => ({ ...origin(chainId, blockNumber, 1), contract: POOL })
  return [
    { kind: 'funded', ...at(2), token: TOKEN, from: FUNDER, amount: MAX, pool: MAX },
    {
      kind: 'committed',
      ...at(3),
      drawId: MAX,
      token: TOKEN,
      commitment: hash32('c'),
      closeTime: 1_700_003_600,
      prizes: [100n * 10n ** 18n, 50n * 10n ** 18n, 1n],
    },
    { kind: 'sealed', ...at(4), drawId: MAX, targetBlock: 5 },
    { kind: 'revealed', ...at(5), drawId: MAX, seed: hash32('5'), secret: hash32('e'), total: 150n * 10n ** 18n + 1n },
    { kind: 'voided', ...at(6), drawId: 7n },
  ]
}

describe.each(testDatabases())('bounty events on $name', (database) => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await database.open()
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  it('stores rounds and draws with their range, reads them back exactly in chain order, and forgets them on a rollback', async () => {
    const store = new PgChainEventStore(db)
    const roundEvents = new PgGameRoundEvents(db)
    const drawEvents = new PgPrizeDrawEvents(db)
    const gameRounds = rounds(128, [1, 2, 3, 4, 5, 6])
    const prizeDrawEvents = draws(128)
    const range = {
      chainId: 128,
      pairs: [],
      events: [],
      gameRounds,
      prizeDrawEvents,
      blocks: [block(1), block(6)],
      checkpoint: { number: 6, hash: '0xb6' },
    }
    await store.commitRange(range)
    await store.commitRange(range) // idempotent, the commit's prizes included
    const stripContract = ({ contract: _, ...round }: IndexedGameRound) => round
    expect(await roundEvents.eventsAfter(128, undefined, 6, 100)).toEqual(gameRounds.map(stripContract))
    expect(await drawEvents.eventsAfter(128, undefined, 6, 100)).toEqual(prizeDrawEvents)
    // paging by cursor, bounded by block
    expect(await roundEvents.eventsAfter(128, { blockNumber: 2, logIndex: 0 }, 4, 100)).toEqual(
      gameRounds.slice(2, 4).map(stripContract),
    )
    expect(await drawEvents.eventsAfter(128, prizeDrawEvents[0], 6, 2)).toEqual(prizeDrawEvents.slice(1, 3))
    expect(await roundEvents.eventsAfter(56, undefined, 6, 100)).toEqual([])

    // a reorganisation replacing blocks 3 and on: the commit goes, and its prizes with it
    await store.rollbackTo(128, { number: 2, hash: '0xb2' })
    expect(await roundEvents.eventsAfter(128, undefined, 6, 100)).toEqual(gameRounds.slice(0, 2).map(stripContract))
    expect(await drawEvents.eventsAfter(128, undefined, 6, 100)).toEqual(prizeDrawEvents.slice(0, 1))
    const [orphans] = await db.query<{ count: string }>(
      'select count(*)::text as count from prize_draw_prizes where chain_id = 128',
    )
    expect(orphans?.count).toBe('0')
    // indexed again after the rollback, the same events come back
    await store.commitRange(range)
    expect(await drawEvents.eventsAfter(128, undefined, 6, 100)).toEqual(prizeDrawEvents)
  })

  it('reads in numeric block order across a change of digit count, a page at a time', async () => {
    const store = new PgChainEventStore(db)
    const roundEvents = new PgGameRoundEvents(db)
    const numbers = [9, 10, 99, 100, 999, 1_000, 1_001, 10_000]
    const all = rounds(56, numbers)
    await store.commitRange({
      chainId: 56,
      pairs: [],
      events: [],
      gameRounds: all,
      blocks: numbers.map(block),
      checkpoint: { number: 10_000, hash: '0xb10000' },
    })
    const paged = []
    for (let page = await roundEvents.eventsAfter(56, undefined, 10_000, 1); page.length > 0; ) {
      paged.push(...page)
      page = await roundEvents.eventsAfter(56, page[0], 10_000, 1)
    }
    expect(paged.map((round) => round.blockNumber)).toEqual(numbers)
  })

  it('refuses a game type other than 2 or 5, a zero bet and a mixed-case address', async () => {
    const insert = (gameType: number, bet: string, player: string) =>
      db.query(
        `insert into game_rounds (chain_id, tx_hash, log_index, block_number, block_time, contract, player, game_type, token, bet, round)
         values (1, '0x1', 0, 1, 1, $1, $2, $3, $4, $5, 1)`,
        [RECORDS, player, gameType, TOKEN, bet],
      )
    await expect(insert(3, '1', PLAYER.toLowerCase())).rejects.toThrow()
    await expect(insert(2, '0', PLAYER.toLowerCase())).rejects.toThrow()
    await expect(insert(2, '1', PLAYER)).rejects.toThrow()
  })
})
