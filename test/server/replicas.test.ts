import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase } from '../../src/adapters/db/openDatabase'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { forkChain } from '../adapters/indexer/support/forkChain'
import { canonicalPairEvents, sendSwaps, storedPairEvents } from '../adapters/indexer/support/pairTraffic'
import { type ServerProcess, startServerProcess } from './support/serverProcess'

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
/** The longest a standby may take to become the writer after the writer's SIGKILL (documented: about FOMO_WRITER_POLL_MS). */
const TAKEOVER_BOUND_MS = 30_000

/** Why PostgreSQL cannot be used here, or undefined when it answers. */
async function postgresUnreachable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3_000 })
  try {
    await client.connect()
    await client.query('select 1')
    return undefined
  } catch (error) {
    return `PostgreSQL at ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')} does not answer: ${error instanceof Error ? error.message : String(error)}`
  } finally {
    await client.end().catch(() => {})
  }
}

const unreachable = await postgresUnreachable()
if (unreachable) console.warn(`replicas.test.ts skipped: ${unreachable}`)

interface Status {
  writer: boolean
  checkpoints: { chainId: number; number: number }[]
}

async function statusOf(server: ServerProcess): Promise<Status> {
  const body = await (await fetch(`${server.url}/api/indexer/status`)).json()
  return body.data
}

const indexedOf = (status: Status) => status.checkpoints.find((c) => c.chainId === 128)?.number ?? -1

/** Polls `condition` every 25 ms, failing with `what` after `timeoutMs`. */
async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe.skipIf(unreachable !== undefined)(
  `two server replicas on one PostgreSQL${unreachable ? ` (skipped: ${unreachable})` : ''}`,
  () => {
    const schema = `fomo_replicas_${randomBytes(6).toString('hex')}`
    let chain: Awaited<ReturnType<typeof forkChain>>
    const servers: ServerProcess[] = []
    beforeAll(async () => {
      // created here, not by the two servers at once (create schema if not exists can race with itself)
      const admin = new pg.Client({ connectionString: DATABASE_URL })
      await admin.connect()
      await admin.query(`create schema ${schema}`)
      await admin.end()
      chain = await forkChain(128)
    })
    afterAll(async () => {
      for (const server of servers) server.child.kill('SIGKILL')
      await Promise.all(servers.map((server) => server.exited))
      await chain?.stop()
      const admin = new pg.Client({ connectionString: DATABASE_URL })
      await admin.connect()
      await admin.query(`drop schema if exists ${schema} cascade`)
      await admin.end()
    })

    it('serve the same reads, one writes, and the other takes over when it is killed: every swap indexed once', async () => {
      const env: Record<string, string> = {
        FOMO_SIGNER_KEY: devAccounts()[9]!.privateKey,
        FOMO_DEVNET: 'on',
        FOMO_DEVNET_DIR: inject('seededDevnet').dir,
        FOMO_CHAINS: '128',
        FOMO_RPC_128: chain.rpcUrl,
        FOMO_LOG_RANGE: '2', // small ranges: the writer is killed mid-way through the swaps
        FOMO_POLL_MS: '20',
        FOMO_CACHE_TTL_MS: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL,
        FOMO_DB_SCHEMA: schema,
        // FOMO_WRITER_POLL_MS left at its default (2 s): the takeover measured is the documented one
      }
      servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])))
      const [one, two] = servers as [ServerProcess, ServerProcess]

      // exactly one of them writes; both serve the indexed data
      await until(async () => (await statusOf(one)).writer || (await statusOf(two)).writer, 'a writer')
      const [writer, standby] = (await statusOf(one)).writer ? [one, two] : [two, one]
      expect((await statusOf(standby)).writer).toBe(false)
      const before = await sendSwaps(chain, { count: 6, symbols: ['DK2', 'DK', 'AURA', 'USDT'] })
      const head = await chain.provider.getBlockNumber()
      await until(async () => indexedOf(await statusOf(writer)) >= head, `the writer to index to ${head}`)
      const reads = await Promise.all(
        [writer, standby].map(async (server) => (await fetch(`${server.url}/api/market/128/pairs`)).json()),
      )
      expect(reads[0].code).toBe(0)
      expect(reads[1]).toEqual(reads[0])
      expect(indexedOf(await statusOf(standby))).toBe(indexedOf(await statusOf(writer)))
      expect([(await statusOf(writer)).writer, (await statusOf(standby)).writer]).toEqual([true, false])

      // more swaps, and the writer killed while it works through them (two blocks a range)
      const swapping = sendSwaps(chain, { count: 30, symbols: ['DK2', 'DK', 'AURA', 'USDT'] })
      await until(async () => indexedOf(await statusOf(writer)) > head, 'the writer to index new swaps')
      const indexedAtKill = indexedOf(await statusOf(writer))
      writer.child.kill('SIGKILL')
      const killedAt = Date.now()
      await writer.exited
      await until(async () => (await statusOf(standby)).writer, 'the standby to take over', TAKEOVER_BOUND_MS)
      const takeoverMs = Date.now() - killedAt
      console.info(
        `replicas.test.ts: the writer was killed at block ${indexedAtKill}; the standby became the writer ${takeoverMs} ms later`,
      )
      expect(takeoverMs).toBeLessThan(TAKEOVER_BOUND_MS)

      // the new writer indexes what the old one left and what comes after
      const after = await swapping
      const last = await chain.provider.getBlockNumber()
      console.info(`replicas.test.ts: the new writer indexes on to block ${last}`)
      await until(async () => indexedOf(await statusOf(standby)) >= last, `the new writer to index to ${last}`)

      const db = await openDatabase({ databaseUrl: DATABASE_URL, schema })
      try {
        const pairs = (await db.query<{ address: string }>('select address from pairs where chain_id = 128')).map(
          (row) => row.address,
        )
        const stored = await storedPairEvents(db, 128)
        const canonical = await canonicalPairEvents(chain, pairs)
        expect(new Set(stored).size).toBe(stored.length) // no event doubled
        expect(stored).toEqual(canonical) // none lost, none extra
        const swapTxs = new Set(stored.filter((line) => line.includes(' swap ')).map((line) => line.split(' ')[0]))
        for (const hash of [...before, ...after]) expect(swapTxs.has(hash), `swap ${hash} indexed`).toBe(true)
      } finally {
        await db.close()
      }
    }, 120_000)
  },
)
