import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { SystemClock } from '../src/adapters/clock/SystemClock'
import { openDatabase } from '../src/adapters/db/openDatabase'
import { PgChainEventStore } from '../src/adapters/db/PgChainEventStore'
import { PgChainHeads } from '../src/adapters/db/PgChainHeads'
import { PgMiningEvents } from '../src/adapters/db/PgMiningEvents'
import { Eip712ClaimSigner } from '../src/adapters/signer/Eip712ClaimSigner'
import type { DeploymentRecord } from '../src/domain/deployment/DeploymentRecord'
import type { MiningEvent } from '../src/domain/mining/MiningEvent'
import { RewardVoucherService } from '../src/domain/rewards/RewardVoucherService'
import type { MarketData } from '../src/ports/MarketData'
import { createHttpApp } from '../src/server/http/createHttpApp'
import { WindowRateLimiter } from '../src/server/http/WindowRateLimiter'
import { MiningLedgers } from '../src/server/programmes/MiningLedgers'
import { MiningReadModel } from '../src/server/programmes/MiningReadModel'
import { registerMiningRoutes } from '../src/server/routes/registerMiningRoutes'
import { autocannon, LOAD, type Load } from './autocannon'

const ACCOUNTS = Number(process.env.ACCOUNTS ?? 10_000)
const POOLS = Number(process.env.POOLS ?? 10)
const DAYS = Number(process.env.DAYS ?? 30)
const DAY = 86_400
const START = 1_800_000_000
const E18 = 10n ** 18n
const GOALS = { p99Ms: 20 }
const address = (prefix: number, n: number) =>
  `0x${prefix.toString(16).padStart(2, '0')}${n.toString(16).padStart(38, '0')}`
const lpTokens = Array.from({ length: POOLS }, (_, i) => address(0xa1, i))
const accounts = Array.from({ length: ACCOUNTS }, (_, i) => address(0xbb, i))
const AURA = address(0xf1, 0)

/** A deterministic pseudo-random source, so that every run measures the same events. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

/** 30 days of mining events: the pools, every account's first pledge, then each day's traffic; one block per event. */
function generateEvents(): MiningEvent[] {
  const next = random(7)
  const events: MiningEvent[] = []
  let block = 0
  const origin = (time: number) => ({
    chainId: 128,
    blockNumber: ++block,
    logIndex: 0,
    txHash: `0x${block.toString(16).padStart(64, '0')}`,
    time,
  })
  const lockCounts = new Map<string, bigint>()
  const demand = new Map<string, bigint>()
  for (const lpToken of lpTokens) {
    events.push({ kind: 'poolAdded', ...origin(START), lpToken, rewardToken: AURA, rewardPerSecond: E18 / 100n })
    for (const [lockDays, weight] of [
      [0, 10_000],
      [7, 12_000],
      [30, 15_000],
      [90, 20_000],
    ] as const) {
      events.push({ kind: 'lockOptionSet', ...origin(START), lpToken, lockDays, weight, energyRatio: weight })
    }
  }
  const deposit = (time: number, account: string, lpToken: string) => {
    const lockDays = [0, 0, 7, 30, 90][Math.floor(next() * 5)]!
    const amount = BigInt(Math.floor(next() * 1_000) + 1) * E18
    const key = `${account}:${lpToken}`
    const lockId = lockDays === 0 ? 0n : (lockCounts.get(key) ?? 0n) + 1n
    if (lockDays > 0) lockCounts.set(key, lockId)
    else demand.set(key, (demand.get(key) ?? 0n) + amount)
    const weight = { 0: 10_000, 7: 12_000, 30: 15_000, 90: 20_000 }[lockDays]!
    events.push({
      kind: 'deposited',
      ...origin(time),
      account,
      lpToken,
      lockId,
      amount,
      lockDays,
      weight,
      energyRatio: weight,
      unlockAt: time + lockDays * DAY,
    })
  }
  for (const [i, account] of accounts.entries())
    deposit(START + Math.floor((i / ACCOUNTS) * DAY), account, lpTokens[i % POOLS]!)
  for (let day = 1; day < DAYS; day++) {
    for (let n = 0; n < ACCOUNTS / 10; n++) {
      const time = START + day * DAY + Math.floor(next() * DAY)
      const i = Math.floor(next() * ACCOUNTS)
      const [account, lpToken] = [accounts[i]!, lpTokens[i % POOLS]!]
      const held = demand.get(`${account}:${lpToken}`) ?? 0n
      if (held > 0n && next() < 0.4) {
        events.push({ kind: 'withdrawn', ...origin(time), account, lpToken, amount: held / 2n })
        demand.set(`${account}:${lpToken}`, held - held / 2n)
      } else deposit(time, account, lpToken)
    }
    const lpToken = lpTokens[day % POOLS]!
    events.push({
      kind: 'emissionChanged',
      ...origin(START + day * DAY),
      lpToken,
      rewardPerSecond: (E18 / 100n) * BigInt(1 + (day % 3)),
    })
  }
  return events
    .sort((a, b) => a.time - b.time || a.blockNumber - b.blockNumber)
    .map((event, i) => ({ ...event, blockNumber: i + 1 }))
}

/** Stores `events` as the indexer would: ranges of blocks with their hashes and the checkpoint. */
async function store(db: Awaited<ReturnType<typeof openDatabase>>, events: MiningEvent[], from = 0): Promise<void> {
  const chain = new PgChainEventStore(db)
  for (let start = from; start < events.length; start += 5_000) {
    const range = events.slice(start, start + 5_000)
    const last = range.at(-1)!
    const block = {
      number: last.blockNumber,
      hash: `0x${last.blockNumber.toString(16)}`,
      parentHash: '0x0',
      timestamp: last.time,
    }
    await chain.commitRange({
      chainId: 128,
      pairs: [],
      events: [],
      miningEvents: range,
      blocks: [block],
      checkpoint: { number: block.number, hash: block.hash },
    })
  }
}

const dir = await mkdtemp(join(tmpdir(), 'fomo-mining-bench-'))
const db = await openDatabase({ pgliteDir: join(dir, 'db') })
try {
  const events = generateEvents()
  const lastDay = events.findIndex((event) => event.time >= START + (DAYS - 1) * DAY)
  console.log(
    `${events.length.toLocaleString('en')} mining events: ${ACCOUNTS.toLocaleString('en')} accounts, ${POOLS} pools, ${DAYS} days`,
  )
  await store(db, events.slice(0, lastDay))

  console.log('\n── ledger catch-up from the database (PGlite on disk)')
  const ledgers = new MiningLedgers(new PgChainHeads(db), new PgMiningEvents(db))
  let started = performance.now()
  await ledgers.ledger(128)
  const catchUp = performance.now() - started
  console.log(
    `${lastDay.toLocaleString('en')} events in ${(catchUp / 1000).toFixed(2)} s = ${Math.round(lastDay / (catchUp / 1000)).toLocaleString('en')} events/s`,
  )
  await store(db, events, lastDay)
  started = performance.now()
  await ledgers.ledger(128)
  console.log(
    `one more day (${(events.length - lastDay).toLocaleString('en')} events) applied incrementally in ${(performance.now() - started).toFixed(0)} ms`,
  )

  console.log(`\n── HTTP (autocannon -c ${LOAD.connections} -d ${LOAD.seconds}, second process, loopback)`)
  const bare = Fastify({ logger: false })
  bare.get('/', async () => ({ code: 0, msg: 'ok', data: null }))
  await bare.listen({ host: '127.0.0.1', port: 0 })
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/`
  const baseline = await autocannon(bareUrl)
  await bare.close()
  const record = {
    chainId: 128,
    nativeSymbol: 'HT',
    contracts: { wrappedNative: address(0xc1, 0), rewardDistributor: address(0xd1, 0) },
    tokens: [{ address: AURA, symbol: 'AURA', name: 'Aura', decimals: 18 }],
    pairs: [],
  } as unknown as DeploymentRecord
  const mining = new MiningReadModel({
    ledgers,
    records: [record],
    market: { pairStates: async () => [] } as unknown as MarketData,
    lpReads: { totalSupplies: async (_c, pairs) => pairs.map(() => undefined), permitNonce: async () => 0n },
    rewards: { totalsOf: async () => new Map(), creditsOf: async () => [] },
    paid: { paidOf: async (_c, _d, _a, tokens) => tokens.map(() => 0n) },
  })
  const vouchers = new RewardVoucherService({
    owed: mining,
    signer: new Eip712ClaimSigner(`0x${'11'.repeat(32)}`),
    clock: new SystemClock(),
  })
  const app = await createHttpApp({
    appOrigin: 'http://localhost',
    logLevel: 'warn',
    timeouts: { requestMs: 10_000, connectionMs: 30_000 },
    routes: (routes) =>
      registerMiningRoutes(routes, {
        mining,
        vouchers,
        chains: [128],
        vouchersPerIp: new WindowRateLimiter(1e9, 60_000),
      }),
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
  const rows: [string, Load][] = [['bare Fastify, constant', baseline]]
  rows.push(['get-addr-lp (all pools)', await autocannon(`${url}/api/get-addr-lp/${accounts[42]}?chainId=128`)])
  rows.push([
    'get-addr-lp (mine)',
    await autocannon(`${url}/api/get-addr-lp/${accounts[42]}?chainId=128&switchPersonal=yes`),
  ])
  rows.push([
    'get-lp-reward-amount',
    await autocannon(`${url}/api/get-lp-reward-amount/${accounts[42]}?token=${AURA}&chainId=128`),
  ])
  await app.close()
  const pad = (text: string, width: number) => text.padEnd(width)
  console.log(
    `${pad('route', 28)}${pad('req/s', 10)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('vs bare', 9)}statuses`,
  )
  for (const [name, load] of rows) {
    console.log(
      `${pad(name, 28)}${pad(Math.round(load.rps).toString(), 10)}${pad(String(load.p50), 8)}${pad(String(load.p99), 8)}${pad(`${((load.rps / baseline.rps) * 100).toFixed(0)}%`, 9)}${load.statuses}`,
    )
  }
  const met = rows.slice(1).every(([, load]) => load.p99 < GOALS.p99Ms && !load.statuses.includes('5xx'))
  console.log(`goal (p99 < ${GOALS.p99Ms} ms on every mining route): ${met ? 'met' : 'NOT met'}`)
} finally {
  await db.close()
  await rm(dir, { recursive: true, force: true })
}
