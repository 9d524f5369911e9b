import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoSeasons__factory } from '../../../src/adapters/contracts/generated'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import { PgSeasonEvents } from '../../../src/adapters/db/PgSeasonEvents'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { ChainIndexer } from '../../../src/adapters/indexer/ChainIndexer'
import { testDatabases } from '../../server/support/testDatabases'
import { forkChain } from './support/forkChain'

let fork: Awaited<ReturnType<typeof forkChain>>
beforeAll(async () => {
  fork = await forkChain(56)
})
afterAll(() => fork?.stop())

describe.each(testDatabases())('season events indexed on $name', (database) => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await database.open()
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  it('stores what FomoSeasons announced, in chain order, and forgets it on a rollback below it', async () => {
    const { record, provider } = fork
    const store = new PgChainEventStore(db)
    const indexer = new ChainIndexer({
      chainId: 56,
      rpc: provider,
      store,
      factory: record.contracts.factory.toLowerCase(),
      startBlock: record.startBlock,
      knownPairs: [],
      confirmations: 0,
      rangeSize: 500,
      seasons: record.contracts.seasons!.toLowerCase(),
    })
    await indexer.syncToHead()
    const events = await new PgSeasonEvents(db).eventsAfter(56, undefined, Number.MAX_SAFE_INTEGER, 100)
    expect(events.map((e) => e.kind)).toEqual(['energySharesSet', 'extendRewardSet', 'seasonOpened', 'seasonFunded'])

    // each field is what the contract holds
    const seasons = FomoSeasons__factory.connect(record.contracts.seasons!, provider)
    const [endTime, nft1Ask, nft2Ask] = await seasons.season(1)
    const [directBps, diffusedBps] = await seasons.energyShares()
    const aura = record.tokens.find((t) => t.symbol === 'AURA')!.address.toLowerCase()
    const fund = await seasons.fundOf(1, aura)
    const opened = events[2]!
    const block = await provider.getBlock(opened.blockNumber)
    expect(events).toEqual([
      expect.objectContaining({ chainId: 56, directBps: Number(directBps), diffusedBps: Number(diffusedBps) }),
      expect.objectContaining({ bps: Number(await seasons.extendRewardBps()) }),
      expect.objectContaining({ number: 1, endTime: Number(endTime), nft1Ask, nft2Ask, time: block!.timestamp }),
      expect.objectContaining({ number: 1, token: aura, amount: fund, totalFund: fund }),
    ])
    // paging by cursor continues after the last event read
    const rest = await new PgSeasonEvents(db).eventsAfter(56, opened, Number.MAX_SAFE_INTEGER, 100)
    expect(rest).toEqual([events[3]])

    // the indexer's common-ancestor search finds the newest stored block below the opening: the rules' block
    const [below] = await store.recentBlocks(56, opened.blockNumber - 1, 1)
    expect(below?.number).toBe(events[0]!.blockNumber)
    // a reorganisation that replaced the blocks from the opening on
    await store.rollbackTo(56, { number: below!.number, hash: below!.hash })
    const kept = await new PgSeasonEvents(db).eventsAfter(56, undefined, Number.MAX_SAFE_INTEGER, 100)
    expect(kept.map((e) => e.kind)).toEqual(['energySharesSet', 'extendRewardSet'])
  })
})
