import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { FomoPair__factory } from '../../../src/adapters/contracts/generated'
import { openDatabase } from '../../../src/adapters/db/openDatabase'
import { devAccounts } from '../../../src/adapters/devnet/devAccounts'
import { startServerProcess } from '../../server/support/serverProcess'
import { testDatabases } from '../../server/support/testDatabases'
import type { ForkedChain } from '../../support/forkDevnet'
import { forkChain } from './support/forkChain'
import { canonicalPairEvents, sendSwaps, storedPairEvents } from './support/pairTraffic'

let fork: Awaited<ReturnType<typeof forkChain>>
let chain: ForkedChain
let scratch: string
beforeAll(async () => {
  fork = await forkChain(128)
  chain = fork
  scratch = await mkdtemp(join(tmpdir(), 'fomo-crash-'))
  // ~250 blocks of 3-hop swaps (6 events each) for the indexer to work through two blocks at a time
  await sendSwaps(chain, { count: 250, symbols: ['DK2', 'DK', 'AURA', 'USDT'] })
})
afterAll(async () => {
  await fork?.stop()
  if (scratch) await rm(scratch, { recursive: true, force: true })
})

async function checkpointOf(url: string): Promise<number> {
  const body = await (await fetch(`${url}/api/indexer/status`)).json()
  return body.data.checkpoints.find((c: { chainId: number }) => c.chainId === 128)?.number ?? -1
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe.each(testDatabases())('the indexer process killed mid-indexing on $name', (database) => {
  afterAll(() => database.cleanup())

  // two server starts through tsx (about 8 s each on a loaded machine) and the catch-up: more than the default 60 s
  it('resumes after SIGKILL from its checkpoint: no duplicate, no gap', { timeout: 180_000 }, async () => {
    const location = database.location(join(scratch, `db-${database.name}`))
    const env: Record<string, string> = {
      FOMO_SIGNER_KEY: devAccounts()[9]!.privateKey,
      FOMO_DEVNET: 'on',
      FOMO_DEVNET_DIR: inject('seededDevnet').dir,
      FOMO_CHAINS: '128',
      FOMO_RPC_128: chain.rpcUrl,
      FOMO_LOG_RANGE: '2',
      FOMO_POLL_MS: '20',
      FOMO_CACHE_TTL_MS: '0',
      LOG_LEVEL: 'warn',
      ...(location.pgliteDir ? { FOMO_PGLITE_DIR: location.pgliteDir } : {}),
      ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl, FOMO_DB_SCHEMA: location.schema! } : {}),
    }
    const head = await chain.provider.getBlockNumber()
    const first = await startServerProcess(env)
    await until(async () => (await checkpointOf(first.url)) > chain.record.startBlock, 'some progress')
    const killedAt = await checkpointOf(first.url)
    first.child.kill('SIGKILL')
    await first.exited
    expect(killedAt).toBeLessThan(head) // it really was mid-way

    // the restart reads bigger ranges: the point is where it resumes, not how slowly (two blocks a range made the
    // catch-up of the seeded devnet's 550 blocks 15 s of the test under load)
    const second = await startServerProcess({ ...env, FOMO_LOG_RANGE: '100' })
    // at least the head: the devnet server's draw operator may commit the day's prize draw, mining a block of its own
    await until(async () => (await checkpointOf(second.url)) >= head, 'the head')
    // the market view of the caught-up server matches the chain: reserves as getReserves, 24 h volume and TVL in USDT
    const { data } = await (await fetch(`${second.url}/api/market/128/pairs`)).json()
    for (const seeded of chain.record.pairs) {
      const market = data.pairs.find((p: { address: string }) => p.address === seeded.address.toLowerCase())
      const [reserve0, reserve1] = await FomoPair__factory.connect(seeded.address, chain.provider).getReserves()
      expect([market.reserve0, market.reserve1]).toEqual([reserve0.toString(), reserve1.toString()])
      expect(BigInt(market.tvlUsdt)).toBeGreaterThan(0n)
    }
    const traded = data.pairs.filter((p: { volume24hUsdt?: string }) => BigInt(p.volume24hUsdt ?? 0) > 0n)
    expect(traded.length).toBeGreaterThanOrEqual(3) // the DK2 → DK → AURA → USDT hops
    second.child.kill('SIGTERM')
    await second.exited

    const db = await openDatabase(location)
    try {
      const pairs = (await db.query<{ address: string }>('select address from pairs where chain_id = 128')).map(
        (row) => row.address,
      )
      const stored = await storedPairEvents(db, 128)
      expect(new Set(stored).size).toBe(stored.length)
      expect(stored).toEqual(await canonicalPairEvents(chain, pairs))
    } finally {
      await db.close()
    }
  })
})
