import { getAddress } from 'ethers'
import { openDatabase } from '../src/adapters/db/openDatabase'
import { PgBountyCredits } from '../src/adapters/db/PgBountyCredits'
import { PgChainEventStore } from '../src/adapters/db/PgChainEventStore'
import { PgChainHeads } from '../src/adapters/db/PgChainHeads'
import { PgGameRoundEvents } from '../src/adapters/db/PgGameRoundEvents'
import { PgInvitations } from '../src/adapters/db/PgInvitations'
import { PgMarketData } from '../src/adapters/db/PgMarketData'
import { PgMiningEvents } from '../src/adapters/db/PgMiningEvents'
import { PgPrizeDrawEvents } from '../src/adapters/db/PgPrizeDrawEvents'
import { PgRewardLedger } from '../src/adapters/db/PgRewardLedger'
import { BountyCrediter } from '../src/domain/bounty/BountyCrediter'
import type { DeploymentRecord } from '../src/domain/deployment/DeploymentRecord'
import type { IndexedGameRound } from '../src/ports/ChainEventStore'
import { BountyReadModel } from '../src/server/programmes/BountyReadModel'

/**
 * The bounty server's per-block work over a month of rounds in the database: `npm run bench:bounty:server`
 * (ACCOUNTS, ROUNDS; PGlite in memory, or PostgreSQL with DATABASE_URL, in a schema of its own, dropped after). Measures the read model's first build, the
 * first crediting, and what one more indexed block costs (an incremental build, a crediting pass, three views).
 */
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 2_000)
const ROUNDS = Number(process.env.ROUNDS ?? 50_000)
const DAYS = 30
const BLOCKS_PER_DAY = 100
const T0 = 1_800_000_000 - (1_800_000_000 % 86_400)
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const TOKEN = address(0xaaaa)
const record = {
  chainId: 56,
  tokens: [{ symbol: 'AURA', address: TOKEN }],
  contracts: { gameRecords: address(0xc1), prizePool: address(0xc2) },
  bounty: {
    nodeTeam: 4,
    nodeDirectPeople: 2,
    nodeDirectBet: '100',
    betToken: TOKEN,
    dailyPool: { token: TOKEN, amount: '1000000000000000000000' },
    weights: { 2: 10_000, 5: 15_000 },
    lpExtRewardBps: 1_000,
    inviteTasks: [{ id: 1, invites: 1, reward: { token: TOKEN, amount: '10' } }],
  },
} as unknown as DeploymentRecord
const block = (n: number) => ({
  number: n,
  hash: `0x${n.toString(16).padStart(64, 'b')}`,
  parentHash: `0x${(n - 1).toString(16).padStart(64, 'b')}`,
  timestamp: T0 + n * (86_400 / BLOCKS_PER_DAY),
})
const timed = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
  const start = performance.now()
  const result = await work()
  console.log(`${what}: ${(performance.now() - start).toFixed(0)} ms`)
  return result
}

// PostgreSQL: a schema of its own, dropped at the end (never the connection's own tables)
const schema = process.env.DATABASE_URL ? `bench_${Date.now()}` : undefined
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema })
const invitations = new PgInvitations(db)
// a tree of three invitees per inviter
for (let i = 1; i < ACCOUNTS; i++)
  await invitations.bind(
    {
      invitee: address(i + 1),
      inviter: address(Math.floor(i / 3) + 1),
      chainId: 56,
      expiresAt: T0 + 600,
      signature: '0x',
    },
    () => {},
    T0,
  )
const last = DAYS * BLOCKS_PER_DAY + 1
const logIndex = new Map<number, number>()
const rounds: IndexedGameRound[] = Array.from({ length: ROUNDS }, (_, i) => {
  const blockNumber = 1 + Math.floor((i / ROUNDS) * (last - 1))
  const index = logIndex.get(blockNumber) ?? 0
  logIndex.set(blockNumber, index + 1)
  return {
    chainId: 56,
    txHash: `0x${i.toString(16).padStart(64, '0')}`,
    logIndex: index,
    blockNumber,
    time: block(blockNumber).timestamp,
    contract: address(0xc1),
    player: getAddress(address(1 + ((i * 7_919) % ACCOUNTS))),
    gameType: i % 2 ? 2 : 5,
    token: TOKEN,
    bet: BigInt(1 + (i % 100)) * 10n ** 18n,
    round: BigInt(i),
  }
})
const store = new PgChainEventStore(db)
await store.commitRange({
  chainId: 56,
  pairs: [],
  events: [],
  gameRounds: rounds,
  blocks: Array.from({ length: last }, (_, i) => block(i + 1)),
  checkpoint: { number: last, hash: block(last).hash },
})
const model = new BountyReadModel({
  records: [record],
  heads: new PgChainHeads(db),
  mining: new PgMiningEvents(db),
  rounds: new PgGameRoundEvents(db),
  draws: new PgPrizeDrawEvents(db),
  invitations,
  market: new PgMarketData(db),
  rewards: new PgRewardLedger(db),
  credits: new PgBountyCredits(db),
})
const crediter = new BountyCrediter(model, new PgBountyCredits(db))
console.log(
  `${ACCOUNTS} accounts, ${ROUNDS} rounds over ${DAYS} days, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
)
await timed('first build', () => model.state(56))
const first = await timed('first crediting', () => crediter.creditDue(56))
console.log(`  ${first} credits written`)
await store.commitRange({
  chainId: 56,
  pairs: [],
  events: [],
  gameRounds: [{ ...rounds[0]!, txHash: `0x${'e'.repeat(64)}`, logIndex: 0, blockNumber: last + 1, round: 10n ** 12n }],
  blocks: [block(last + 1)],
  checkpoint: { number: last + 1, hash: block(last + 1).hash },
})
await timed('next block: build', () => model.state(56))
await timed('next block: crediting', () => crediter.creditDue(56))
await timed('next block: three views', async () => {
  const { views } = await model.state(56)
  views.spreadReferrerData(address(1), 1, 0)
  views.extLpPanel(address(1))
  views.dailyReward(address(1), 3)
})
console.log(`RSS at the end ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`)
if (schema) await db.exec(`drop schema ${schema} cascade`)
await db.close()
