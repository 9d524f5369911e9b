import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JsonRpcProvider, MaxUint256, Network, type TransactionReceipt, Wallet } from 'ethers'
import Fastify from 'fastify'
import pg from 'pg'
import { DevToken__factory, FomoRouter__factory } from '../src/adapters/contracts/generated'
import { openDatabase } from '../src/adapters/db/openDatabase'
import { PgChainEventStore } from '../src/adapters/db/PgChainEventStore'
import type { SqlExecutor } from '../src/adapters/db/SqlDatabase'
import { FileDeploymentRecords } from '../src/adapters/deployment/FileDeploymentRecords'
import { devAccounts } from '../src/adapters/devnet/devAccounts'
import { startDevnet } from '../src/adapters/devnet/startDevnet'
import { ChainIndexer } from '../src/adapters/indexer/ChainIndexer'
import { FetchJsonRpc } from '../src/adapters/rpc/FetchJsonRpc'
import type { DeploymentRecord } from '../src/domain/deployment/DeploymentRecord'
import { createInviteTerms } from '../src/domain/invite/createInviteTerms'
import { inviteMessage } from '../src/domain/invite/inviteMessage'
import type { IndexedRange } from '../src/ports/ChainEventStore'
import { startServer } from '../src/server/startServer'
import { freePort } from '../test/support/freePort'
import { autocannon, LOAD, type Load } from './autocannon'

const CHAIN = 128
const HOPS = 40
/** BENCH_ONLY=http: only the HTTP table, over a small catch-up (50 swap transactions unless SWAP_TXS says), no PostgreSQL. */
const HTTP_ONLY = process.env.BENCH_ONLY === 'http'
const SWAP_TXS = Number(process.env.SWAP_TXS ?? (HTTP_ONLY ? 50 : 1_250))
const GOALS = { catchUpEventsPerSecond: 50_000, relativeRate: 0.5, p99Ms: 20 }

const dir = await mkdtemp(join(tmpdir(), 'fomo-bench-'))
const records = new FileDeploymentRecords(dir)
console.log('starting and seeding a devnet …')
const devnet = await startDevnet({ dir, records, ports: { 128: await freePort(), 56: await freePort() } })
try {
  const record = await records.read(CHAIN)
  const provider = new JsonRpcProvider(record.rpcUrl, Network.from(CHAIN), {
    staticNetwork: true,
  })
  const swaps = await generateSwaps(provider, record)
  console.log(`\n── indexer catch-up (${swaps.toLocaleString('en')} swap events, as many Sync events)`)
  const pgliteDir = join(dir, 'server-db')
  const catchUps = [await catchUp('PGlite (disk)', record, { pgliteDir })]
  if (process.env.DATABASE_URL && !HTTP_ONLY) {
    const schema = `fomo_bench_${process.pid}`
    catchUps.push(await catchUp('PostgreSQL', record, { databaseUrl: process.env.DATABASE_URL, schema }))
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    await client.query(`drop schema ${schema} cascade`)
    await client.end()
  }
  provider.destroy()
  await loadRoutes(record, pgliteDir)
  if (!HTTP_ONLY) for (const line of catchUps) console.log(line)
} finally {
  await devnet.stop()
  await rm(dir, { recursive: true, force: true })
}

/**
 * Deploys HOPS + 1 DevTokens with a pair between each neighbour (a router path may not visit a pair twice: it
 * prices every hop up front), then sends SWAP_TXS router swaps along the whole chain; returns the Swap events.
 */
async function generateSwaps(provider: JsonRpcProvider, record: DeploymentRecord): Promise<number> {
  const started = performance.now()
  const from = devAccounts()[1]!.address
  const signer = await provider.getSigner(from) // anvil's unlocked dev account
  const path: string[] = []
  for (let i = 0; i <= HOPS; i++) {
    const token = await new DevToken__factory(signer).deploy(`Bench ${i}`, `B${i}`)
    await mined(provider, token.deploymentTransaction()!.hash)
    await mined(provider, (await token.mint(from, 10n ** 30n)).hash)
    await mined(provider, (await token.approve(record.contracts.router, MaxUint256)).hash)
    path.push(await token.getAddress())
  }
  const router = FomoRouter__factory.connect(record.contracts.router, signer)
  for (let i = 0; i < HOPS; i++) {
    const tx = await router.addLiquidity(path[i]!, path[i + 1]!, 10n ** 26n, 10n ** 26n, 0n, 0n, from, 4_000_000_000n)
    await mined(provider, tx.hash)
  }
  const data = FomoRouter__factory.createInterface().encodeFunctionData('swapExactTokensForTokens', [
    10n ** 18n,
    0n,
    path,
    from,
    4_000_000_000n,
  ])
  const tx = { from, to: record.contracts.router, data, gas: '0x1c9c380' } // 30M gas cap
  let last = ''
  for (let sent = 0; sent < SWAP_TXS; sent++) last = await provider.send('eth_sendTransaction', [tx]) // automined
  // anvil mines them one by one as they come: on a loaded machine that takes minutes
  const receipt = await mined(provider, last)
  if (receipt.status !== 1) throw new Error(`the last swap failed (status ${receipt.status})`)
  const swapsPerTx = receipt.logs.filter((log) => log.topics[0] === receipt.logs.at(-1)!.topics[0]).length
  const seconds = (performance.now() - started) / 1000
  console.log(
    `generated ${SWAP_TXS} transactions × ${swapsPerTx} swaps in ${seconds.toFixed(1)} s (head block ${await provider.getBlockNumber()})`,
  )
  return SWAP_TXS * swapsPerTx
}

/**
 * The receipt of `hash`, asked every 100 ms for up to 10 minutes. Not ethers' `wait()`: on a loaded machine it asked
 * for the receipt before the block, then waited for a block after the one that held it, which an automining anvil
 * never mines (the bench stood still for 13 minutes). When the head stands still for 10 s without the receipt, a block
 * is mined, since a loaded anvil has also left a transaction in its pool unmined (the events are the same).
 */
async function mined(provider: JsonRpcProvider, hash: string): Promise<TransactionReceipt> {
  let head = -1
  let moved = Date.now()
  for (const end = Date.now() + 600_000; Date.now() < end; ) {
    const receipt = await provider.getTransactionReceipt(hash)
    if (receipt) return receipt
    const now = Number(await provider.send('eth_blockNumber', []))
    if (now !== head) [head, moved] = [now, Date.now()]
    else if (Date.now() - moved > 10_000) {
      await provider.send('evm_mine', []) // the head stood still for 10 s with the transaction unmined
      moved = Date.now()
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`transaction ${hash} not mined within 10 minutes`)
}

/** Indexes the chain from its start block into a fresh database; returns the printed figure. */
async function catchUp(
  name: string,
  record: DeploymentRecord,
  location: Parameters<typeof openDatabase>[0],
): Promise<string> {
  const db = await openDatabase(location)
  try {
    // wall-clock time with at least one call in flight, per kind (concurrent calls count once)
    const spent: Record<string, number> = {}
    const calls: Record<string, number> = {}
    const inFlight: Record<string, { count: number; since: number }> = {}
    const timed =
      <A extends unknown[], R>(kind: (...args: NoInfer<A>) => string, work: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const key = kind(...args)
        calls[key] = (calls[key] ?? 0) + 1
        inFlight[key] ??= { count: 0, since: 0 }
        const flight = inFlight[key]
        if (flight.count++ === 0) flight.since = performance.now()
        try {
          return await work(...args)
        } finally {
          if (--flight.count === 0) spent[key] = (spent[key] ?? 0) + performance.now() - flight.since
        }
      }
    const rpc = new FetchJsonRpc(record.rpcUrl) // as the server's indexer reads
    // inside the commits: the COPY of the pair events and the other statements (the rest is building their rows)
    const transaction = db.transaction.bind(db)
    db.transaction = (work) =>
      transaction((tx) =>
        work({
          query: timed(
            () => 'statements',
            (text: string, params?: unknown[]) => tx.query(text, params),
          ) as SqlExecutor['query'],
          copy: timed(() => 'COPY', tx.copy.bind(tx)),
        }),
      )
    const store = new PgChainEventStore(db)
    store.commitRange = timed((_range: IndexedRange) => 'commits', store.commitRange.bind(store))
    const indexer = new ChainIndexer({
      chainId: CHAIN,
      rpc: {
        send: timed(
          (method: string, _params: unknown[]) => method,
          (method: string, params: unknown[]) => rpc.send(method, params),
        ),
      },
      store,
      factory: record.contracts.factory.toLowerCase(),
      startBlock: record.startBlock,
      knownPairs: record.pairs.map((pair) => ({ ...pair, createdBlock: record.startBlock })),
      confirmations: 0,
      rangeSize: 500,
    })
    const started = performance.now()
    const cpuBefore = process.cpuUsage()
    const events = await indexer.syncToHead()
    const seconds = (performance.now() - started) / 1000
    const cpu = process.cpuUsage(cpuBefore)
    const cpuSeconds = (cpu.user + cpu.system) / 1e6 // this process: decoding, and PGlite's whole work
    const rate = events / seconds
    const [row] = await db.query<{ swaps: string }>(
      `select count(*)::text as swaps from pair_events where kind = 'swap'`,
    )
    const verdict = rate >= GOALS.catchUpEventsPerSecond ? 'goal met' : 'goal NOT met'
    const heads = calls.eth_blockNumber ?? 0
    const inCommits = new Set(['COPY', 'statements'])
    const secondsOf = (key: string) => `${((spent[key] ?? 0) / 1000).toFixed(1)} s`
    const building = (spent.commits ?? 0) - (spent.COPY ?? 0) - (spent.statements ?? 0)
    const waits = Object.keys(spent)
      .filter((key) => !inCommits.has(key))
      .map((key) =>
        key === 'commits'
          ? `commits ${secondsOf(key)} (COPY ${secondsOf('COPY')}, other statements ${secondsOf('statements')}, building rows ${(building / 1000).toFixed(1)} s)`
          : `${key} ${secondsOf(key)}`,
      )
      .join(', ')
    const line = `catch-up on ${name}: ${events.toLocaleString('en')} events (${Number(row!.swaps).toLocaleString('en')} swaps) in ${seconds.toFixed(2)} s = ${Math.round(rate).toLocaleString('en')} events/s (goal ${GOALS.catchUpEventsPerSecond.toLocaleString('en')}/s: ${verdict}; this process used ${cpuSeconds.toFixed(1)} s of CPU, ${Math.round(events / cpuSeconds).toLocaleString('en')} events per CPU-second, the figure a loaded machine changes least; waiting on ${waits}; ${heads} eth_blockNumber)`
    console.log(line)
    return line
  } finally {
    await db.close()
  }
}

/** Loads a bare server and the API's market and invitation routes, one after another, and prints the table. */
async function loadRoutes(record: DeploymentRecord, pgliteDir: string): Promise<void> {
  console.log(`\n── HTTP (autocannon -c ${LOAD.connections} -d ${LOAD.seconds}, second process, loopback)`)
  const bare = Fastify({ logger: false })
  bare.get('/', async () => ({ code: 0, msg: 'ok', data: null }))
  await bare.listen({ host: '127.0.0.1', port: 0 })
  const bareAddress = bare.server.address()
  const baseline = await autocannon(
    `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}/`,
  )
  await bare.close()

  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    appOrigin: 'http://localhost:5173',
    pgliteDir,
    devnetDir: dir,
    chains: [CHAIN],
    rpcUrls: {},
    signerKey: devAccounts()[9]!.privateKey,
    devnet: true,
    finalityDepth: { [CHAIN]: 0 },
    indexer: { enabled: false, confirmations: 0, rangeSize: 500, pollMs: 1000, rpcTimeoutMs: 10_000 },
    rateLimit: { perIp: 1e9, perAddress: 1e9, readPerIp: 1e9, windowMs: 60_000 },
    timeouts: { requestMs: 10_000, connectionMs: 30_000 },
    bridge: { confirmations: { [CHAIN]: 2 }, deadlineSeconds: 600 },
    cacheTtlMs: 1_000,
    logLevel: 'warn',
  })
  const rows: [string, Load][] = [['bare Fastify, constant', baseline]]
  const misses: string[] = []
  try {
    const pair = record.pairs[0]!.address.toLowerCase()
    const trader = devAccounts()[1]!.address.toLowerCase()
    const [invitee, inviter] = [Wallet.createRandom(), devAccounts()[2]!.address.toLowerCase()]
    const terms = createInviteTerms(invitee.address, inviter, CHAIN, Date.now())
    const signature = await invitee.signMessage(inviteMessage(terms))
    const query = `signature=${signature}&chainId=${CHAIN}&expires=${terms.expiresAt}`
    const invite = `${server.url}/api/player-invite/${terms.invitee}/${inviter}?${query}`
    await fetch(invite) // bound once: the load then measures signature recovery and the binding check (409)
    for (const [name, path] of [
      ['market pairs', `/api/market/${CHAIN}/pairs`],
      ['pair candles 1h', `/api/market/${CHAIN}/pair/${pair}/candles?interval=1h`],
      ['trader volume', `/api/market/${CHAIN}/volume/${trader}`],
    ] as const) {
      // the first read is the miss that fills the cache: timed on its own, so the load measures what it names
      const started = performance.now()
      const first = await fetch(`${server.url}${path}`)
      const bytes = (await first.arrayBuffer()).byteLength
      misses.push(
        `${name} ${(performance.now() - started).toFixed(0)} ms (${first.status}, ${bytes.toLocaleString('en')} B)`,
      )
      rows.push([`${name} (cached)`, await autocannon(`${server.url}${path}`)])
    }
    rows.push(['player-invite (verify + 409)', await autocannon(invite)])
  } finally {
    await server.close()
  }
  const pad = (text: string, width: number) => text.padEnd(width)
  console.log(
    `${pad('route', 32)}${pad('req/s', 10)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('vs bare', 9)}${pad('CPU µs/req', 12)}${pad('bare/this', 11)}statuses`,
  )
  for (const [name, load] of rows) {
    const relative = load.rps / baseline.rps
    // the server's CPU per request against bare Fastify's: the rate ratio a machine to itself would reach
    const cpuRatio = baseline.cpuUsPerRequest / load.cpuUsPerRequest
    console.log(
      `${pad(name, 32)}${pad(Math.round(load.rps).toString(), 10)}${pad(String(load.p50), 8)}${pad(String(load.p99), 8)}${pad(`${(relative * 100).toFixed(0)}%`, 9)}${pad(load.cpuUsPerRequest.toFixed(0), 12)}${pad(`${(cpuRatio * 100).toFixed(0)}%`, 11)}${load.statuses}`,
    )
  }
  console.log(`first (uncached) answers, before each load: ${misses.join(', ')}`)
  const cached = rows.slice(1, 4).map(([, load]) => load)
  // a route that answered nothing (no status at all) or anything but 2xx fails the goal however fast it was
  const met = cached.every(
    (load) =>
      load.rps >= GOALS.relativeRate * baseline.rps && load.p99 < GOALS.p99Ms && /^2xx:\d+$/.test(load.statuses),
  )
  console.log(
    `goal for cached reads (≥ ${GOALS.relativeRate * 100}% of bare req/s, p99 < ${GOALS.p99Ms} ms, every status 2xx): ${met ? 'met' : 'NOT met'}`,
  )
}
