import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/adapters/db/openDatabase'
import { PgMarketData } from '../../../src/adapters/db/PgMarketData'
import { PgRewardLedger } from '../../../src/adapters/db/PgRewardLedger'
import { PgSeasonSettlements } from '../../../src/adapters/db/PgSeasonSettlements'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import type { MiningEvent } from '../../../src/domain/mining/MiningEvent'
import type { SeasonEvent } from '../../../src/domain/season/SeasonEvent'
import { SeasonSettler } from '../../../src/domain/season/SeasonSettler'
import { MiningLedgers } from '../../../src/server/programmes/MiningLedgers'
import { SeasonLedgers } from '../../../src/server/programmes/SeasonLedgers'
import { SeasonReadModel, shownSeason } from '../../../src/server/programmes/SeasonReadModel'
import { EnergyEventLog } from '../../domain/season/energyEvents'
import { InMemoryMiningEvents } from '../../doubles/InMemoryMiningEvents'
import { InMemoryInvitations, InMemorySeasonEvents } from '../../doubles/InMemorySeasonStores'
import { ManualClock } from '../../doubles/ManualClock'

const DAY = 86_400
const E18 = 10n ** 18n
const A = '0x'.padEnd(42, 'a')
const TOKEN = '0x'.padEnd(42, 'f')

describe('shownSeason', () => {
  it.each([
    [0, 0, 0], // nothing opened
    [1, 0, 1], // season 1 running
    [2, 0, 1], // season 1 ended, not settled yet
    [2, 1, 2], // settled: the next one
    [3, 1, 2], // season 2 ended, not settled yet
  ])('accruing %i with %i settled shows %i', (accruing, settled, shown) => {
    expect(shownSeason(accruing, settled)).toBe(shown)
  })
})

/**
 * get-season-data between a season's end and its settlement: the indexed head has passed the end, the settler has not
 * recorded it yet. The reader still sees the ended season (its end passed, its energy, its title reached), never the
 * next season without the title the ended one earned.
 */
describe('SeasonReadModel.seasonData across a season end', () => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await openDatabase({})
  })
  afterAll(() => db?.close())

  it('shows the ended season until it is settled, then the next one with its title to claim', async () => {
    const log = new EnergyEventLog().pool(0)
    log.open(0, 1, 10 * DAY, 5n * E18, 50n * E18).fund(0, 1, TOKEN, 1_000n, 1_000n)
    log.open(DAY, 2, 20 * DAY, 5n * E18, 50n * E18)
    log.deposit(DAY, A, 1n * E18, 0, 10_000) // a day's energy a day: 9 by season 1's end
    const isSeason = (e: { kind: string }) => e.kind === 'seasonOpened' || e.kind === 'seasonFunded'
    const mining = new InMemoryMiningEvents()
    const seasons = new InMemorySeasonEvents()
    mining.events = log.events.filter((e): e is MiningEvent => !isSeason(e))
    seasons.events = log.events.filter((e): e is SeasonEvent => isSeason(e))
    const ledgers = new SeasonLedgers(mining, mining, seasons, new InMemoryInvitations())
    const settlements = new PgSeasonSettlements(db)
    const model = new SeasonReadModel({
      ledgers,
      mining: new MiningLedgers(mining, mining),
      invitations: new InMemoryInvitations(),
      records: [],
      market: new PgMarketData(db),
      settlements,
      rewards: new PgRewardLedger(db),
      clock: new ManualClock(),
    })

    mining.setHead(100, 10 * DAY + 60) // a minute past season 1's end, indexed; the settler has not run yet
    const ended = await model.seasonData(128, A)
    expect(ended).toMatchObject({ season_number: 1, end_time: 10 * DAY, energy: 9n * E18, nft1_state: 1 })

    expect(await new SeasonSettler(ledgers, settlements).settleDue(128)).toEqual([1])
    const next = await model.seasonData(128, A)
    expect(next).toMatchObject({ season_number: 2, end_time: 20 * DAY, nft1_state: 2 })
    // season 2's energy: the minute since the end
    expect(next.energy).toBe((1n * E18 * 60n) / BigInt(DAY))
  })
})
