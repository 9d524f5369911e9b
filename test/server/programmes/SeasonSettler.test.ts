import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/adapters/db/openDatabase'
import { PgSeasonSettlements } from '../../../src/adapters/db/PgSeasonSettlements'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import type { MiningEvent } from '../../../src/domain/mining/MiningEvent'
import { recomputeSettlements } from '../../../src/domain/season/recomputeSettlements'
import type { SeasonEvent } from '../../../src/domain/season/SeasonEvent'
import { SeasonSettler } from '../../../src/domain/season/SeasonSettler'
import { SeasonLedgers } from '../../../src/server/programmes/SeasonLedgers'
import { EnergyEventLog } from '../../domain/season/energyEvents'
import { InMemoryMiningEvents } from '../../doubles/InMemoryMiningEvents'
import { InMemoryInvitations, InMemorySeasonEvents } from '../../doubles/InMemorySeasonStores'

const DAY = 86_400
const E18 = 10n ** 18n
const [A, B] = ['0x'.padEnd(42, 'a'), '0x'.padEnd(42, 'b')]
const TOKEN = '0x'.padEnd(42, 'f')

/**
 * The settler settles only once the indexed (confirmed) head reaches the end, and a reorganisation before that
 * replaces what it settles on: B's pledge in a block that the chain dropped earns B nothing.
 */
describe('SeasonSettler', () => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await openDatabase({})
  })
  afterAll(() => db?.close())

  it('waits for a confirmed block at the end, and settles on the canonical chain after a reorganisation', async () => {
    const log = new EnergyEventLog().pool(0)
    log.open(0, 1, 10 * DAY, 5n * E18, 50n * E18).fund(0, 1, TOKEN, 1_000n, 1_000n)
    log.deposit(DAY, A, 10n * E18, 0, 10_000)
    const canonical = [...log.events]
    log.deposit(2 * DAY, B, 30n * E18, 0, 10_000) // in a block a reorganisation drops
    const isSeason = (e: { kind: string }) => e.kind === 'seasonOpened' || e.kind === 'seasonFunded'
    const mining = new InMemoryMiningEvents()
    const seasons = new InMemorySeasonEvents()
    mining.events = log.events.filter((e): e is MiningEvent => !isSeason(e))
    seasons.events = log.events.filter((e): e is SeasonEvent => isSeason(e))
    for (const event of [...mining.events, ...seasons.events])
      mining.blocks.set(event.blockNumber, `0x${event.blockNumber.toString(16)}`)
    const settler = new SeasonSettler(
      new SeasonLedgers(mining, mining, seasons, new InMemoryInvitations()),
      new PgSeasonSettlements(db),
    )

    // the confirmed head is a second before the end: nothing settles, though B's block is indexed
    mining.setHead(100, 10 * DAY - 1)
    expect(await settler.settleDue(128)).toEqual([])
    // B's block is replaced: the indexer rolled it back, and the new head (past the end) holds no pledge of B
    const dropped = mining.events.at(-1)!.blockNumber
    mining.events = mining.events.filter((e) => e.blockNumber !== dropped)
    mining.blocks.set(dropped, '0xreplaced')
    mining.blocks.delete(100)
    mining.setHead(101, 10 * DAY + 5, '0xnew')
    expect(await settler.settleDue(128)).toEqual([1])
    expect(await settler.settleDue(128)).toEqual([])

    const stored = (await new PgSeasonSettlements(db).settlement(128, 1))!
    const [reference] = recomputeSettlements(
      canonical.filter((e): e is MiningEvent | SeasonEvent => e.kind !== 'invitationBound'),
      [],
      10 * DAY + 5,
    )
    expect(stored.credits).toEqual(reference!.credits)
    expect(stored.credits).toEqual([
      { programme: 'season', key: 'season:1:fund', account: A, token: TOKEN, amount: 1_000n },
    ])
    expect(stored.blockNumber).toBe(101)
  })
})
