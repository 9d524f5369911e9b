import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgBountyCredits } from '../../../src/adapters/db/PgBountyCredits'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import { PgDirectorSnapshots } from '../../../src/adapters/db/PgDirectorSnapshots'
import { PgRewardLedger } from '../../../src/adapters/db/PgRewardLedger'
import { PgSeasonSettlements } from '../../../src/adapters/db/PgSeasonSettlements'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { BOUNTY_PROGRAMME } from '../../../src/domain/bounty/BountyTerms'
import { rankDirectors } from '../../../src/domain/leaderboard/rankDirectors'
import { fundKey, SEASON_PROGRAMME, type SeasonSettlement } from '../../../src/domain/season/seasonSettlement'
import type { IndexedBlock } from '../../../src/ports/ChainEventStore'
import { testDatabases } from '../../server/support/testDatabases'

const AURA = '0x00000000000000000000000000000000000000aa'
const ALICE = '0x00000000000000000000000000000000000000a1'
const BOB = '0x00000000000000000000000000000000000000b0'
const hash = (chainId: number, number: number) => `0x${chainId.toString(16)}${number.toString(16).padStart(8, '0')}`
const block = (chainId: number, number: number): IndexedBlock => ({
  number,
  hash: hash(chainId, number),
  parentHash: hash(chainId, number - 1),
  timestamp: 1_000 + number,
})
const at = (chainId: number, number: number) => ({ number, hash: hash(chainId, number), timestamp: 1_000 + number })

function settlement(season: number, amount: bigint): SeasonSettlement {
  return {
    season,
    endTime: 1_000 + season,
    credits: [{ programme: SEASON_PROGRAMME, key: fundKey(season), account: ALICE, token: AURA, amount }],
    titles: new Map([[ALICE, [1]]]),
    funds: new Map([[AURA, { fund: 1_000n, paid: amount }]]),
  }
}

const bounty = (key: string, amount: bigint) => ({
  programme: BOUNTY_PROGRAMME,
  key,
  account: BOB,
  token: AURA,
  amount,
})

/**
 * Issue 26, item 2: a rollback removes, in its own transaction, the credits, settlements and snapshots derived at the
 * blocks it removes, on that chain only, and keeps what was derived at or below the common ancestor.
 */
describe.each(testDatabases())('a rollback and what was derived from the removed blocks, on $name', (database) => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await database.open()
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  it('deletes credits, settlements with their titles and funds, and the snapshot derived above the ancestor', async () => {
    const store = new PgChainEventStore(db)
    for (const chainId of [128, 56]) {
      const blocks = Array.from({ length: 20 }, (_, i) => block(chainId, i + 1))
      await store.commitRange({
        chainId,
        pairs: [],
        events: [],
        blocks,
        checkpoint: { number: 20, hash: hash(chainId, 20) },
      })
    }
    const settlements = new PgSeasonSettlements(db)
    const credits = new PgBountyCredits(db)
    const snapshots = new PgDirectorSnapshots(db)
    for (const chainId of [128, 56]) {
      expect(await settlements.record(chainId, settlement(1, 100n), at(chainId, 10))).toBe(true)
      expect(await settlements.record(chainId, settlement(2, 200n), at(chainId, 15))).toBe(true)
      await credits.write(chainId, [bounty('bounty:daily:2026-01-01:2', 5n)], [], 12)
      await credits.write(chainId, [bounty('bounty:daily:2026-01-02:2', 7n)], [], 16)
      const info = { chainId, day: '2026-01-02', cutoff: 1_016, timeZone: 'UTC', block: { number: 17, hash: '0x17' } }
      await snapshots.replace(info, rankDirectors(new Map([[ALICE, 1n]])))
    }

    await store.rollbackTo(128, { number: 14, hash: hash(128, 14) })

    const ledger = new PgRewardLedger(db)
    expect(await ledger.totalsOf(128, ALICE)).toEqual(new Map([[AURA, 100n]]))
    expect(await ledger.totalsOf(128, BOB)).toEqual(new Map([[AURA, 5n]]))
    expect((await settlements.settled(128)).map((s) => s.season)).toEqual([1])
    expect(await settlements.settlement(128, 2)).toBeUndefined()
    expect(await settlements.titlesOf(128, ALICE)).toEqual([{ season: 1, tier: 1 }])
    const funds = await db.query('select season from season_settlement_funds where chain_id = 128 order by season')
    expect(funds).toEqual([{ season: 1 }])
    expect(await snapshots.latest(128)).toBeUndefined()
    expect(await db.query('select 1 from director_ranks where chain_id = 128')).toEqual([])
    // the other chain keeps everything
    expect(await ledger.totalsOf(56, ALICE)).toEqual(new Map([[AURA, 300n]]))
    expect(await ledger.totalsOf(56, BOB)).toEqual(new Map([[AURA, 12n]]))
    expect(await snapshots.latest(56)).toMatchObject({ count: 1 })

    // derived again on the new chain: the season settles anew and the keys can be written again
    expect(await settlements.record(128, settlement(2, 250n), at(128, 14))).toBe(true)
    expect(await credits.write(128, [bounty('bounty:daily:2026-01-02:2', 9n)], [], 14)).toBe(1)
    expect(await ledger.totalsOf(128, ALICE)).toEqual(new Map([[AURA, 350n]]))

    await store.rollbackTo(128, undefined) // nothing stored is canonical: everything derived goes
    expect(await ledger.totalsOf(128, ALICE)).toEqual(new Map())
    expect(await settlements.settled(128)).toEqual([])
  })
})
