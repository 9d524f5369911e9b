import { getAddress } from 'ethers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { PgBountyCredits } from '../../../src/adapters/db/PgBountyCredits'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import { PgChainHeads } from '../../../src/adapters/db/PgChainHeads'
import { PgGameRoundEvents } from '../../../src/adapters/db/PgGameRoundEvents'
import { PgInvitations } from '../../../src/adapters/db/PgInvitations'
import { PgMarketData } from '../../../src/adapters/db/PgMarketData'
import { PgMiningEvents } from '../../../src/adapters/db/PgMiningEvents'
import { PgPrizeDrawEvents } from '../../../src/adapters/db/PgPrizeDrawEvents'
import { PgRewardLedger } from '../../../src/adapters/db/PgRewardLedger'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { readDeploymentRecord } from '../../../src/adapters/deployment/readDeploymentRecord'
import type { DeploymentRecord } from '../../../src/domain/deployment/DeploymentRecord'
import type { IndexedGameRound } from '../../../src/ports/ChainEventStore'
import { bigintJson } from '../../../src/server/http/bigintJson'
import { BountyReadModel } from '../../../src/server/programmes/BountyReadModel'
import { signedInvitation } from '../../support/signedInvitation'
import { testDatabases } from '../support/testDatabases'

const CHAIN = 56
const DAY = 86_400
const T0 = 1_800_000_000 - (1_800_000_000 % DAY) // a UTC midnight
const inviter = '0x00000000000000000000000000000000000000a1'
const friends = ['0x00000000000000000000000000000000000000b1', '0x00000000000000000000000000000000000000b2']
/** Block `number` of a fork (`fork` fills its hashes: another fork, other blocks). */
const block = (number: number, fork = 'b') => ({
  number,
  hash: `0x${number.toString(16).padStart(64, fork)}`,
  parentHash: `0x${(number - 1).toString(16).padStart(64, fork)}`,
  timestamp: T0 + number * 3_600, // an hour a block: day 1 from block 24
})

describe.each(testDatabases())('the bounty read model on $name', (database) => {
  let db: SqlDatabase
  let record: DeploymentRecord
  beforeAll(async () => {
    db = await database.open()
    record = await readDeploymentRecord(inject('seededDevnet').dir, CHAIN)
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  const model = () =>
    new BountyReadModel({
      records: [record],
      heads: new PgChainHeads(db),
      mining: new PgMiningEvents(db),
      rounds: new PgGameRoundEvents(db),
      draws: new PgPrizeDrawEvents(db),
      invitations: new PgInvitations(db),
      market: new PgMarketData(db),
      rewards: new PgRewardLedger(db),
      credits: new PgBountyCredits(db),
    })
  /** What a model shows: its credits and the inviter's tables, as the routes would send them. */
  const shown = async (bounty: BountyReadModel) => {
    const { views, head } = await bounty.state(CHAIN)
    return bigintJson({
      head,
      credits: views.credits(),
      referrers: views.spreadReferrerData(inviter, 1, 0),
      node: views.nodeGameTaskState(inviter),
      daily: views.dailyReward(inviter, 3),
    })
  }
  const rounds = (blocks: readonly number[]): IndexedGameRound[] =>
    blocks.map((number, i) => ({
      chainId: CHAIN,
      txHash: `0x${number.toString(16).padStart(64, '0')}`,
      logIndex: 0,
      blockNumber: number,
      time: block(number).timestamp,
      contract: record.contracts.gameRecords!.toLowerCase(),
      player: getAddress(friends[i % 2]!),
      gameType: i % 3 === 0 ? 5 : 2,
      token: record.bounty!.betToken!.toLowerCase(),
      bet: BigInt(i + 1) * 10n ** 18n,
      round: BigInt(number),
    }))
  const commit = (from: number, to: number, blocks: readonly number[], fork = 'b') =>
    new PgChainEventStore(db).commitRange({
      chainId: CHAIN,
      pairs: [],
      events: [],
      gameRounds: rounds(blocks),
      blocks: [...new Set([from, ...blocks, to])].map((number) => block(number, fork)),
      checkpoint: { number: to, hash: block(to, fork).hash },
    })

  it('reads only what was indexed since, and after a reorganisation equals a model built from scratch', async () => {
    const invitations = new PgInvitations(db)
    for (const friend of friends) await invitations.bind(signedInvitation(friend, inviter, '0x'), () => {}, T0)
    const bounty = model()
    await commit(1, 30, [2, 5, 9, 26, 28])
    const first = await shown(bounty)
    expect(JSON.parse(first).credits.length).toBeGreaterThan(0) // day 0 ended at block 24
    await commit(31, 60, [33, 40, 50, 55])
    const grown = await shown(bounty)
    expect(grown).not.toEqual(first)
    expect(grown).toEqual(await shown(model()))
    // the blocks from 41 on are replaced by another fork's, up to the same height: the model reads everything again
    await new PgChainEventStore(db).rollbackTo(CHAIN, { number: 40, hash: block(40).hash })
    await commit(41, 60, [44, 59], 'c')
    const reorganised = await shown(bounty)
    expect(reorganised).not.toEqual(grown)
    expect(reorganised).toEqual(await shown(model()))
    expect(JSON.parse(reorganised).head).toMatchObject({ number: 60, hash: block(60, 'c').hash })
  })
})
