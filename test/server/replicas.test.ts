import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase } from '../../src/adapters/db/openDatabase'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { forkChain } from '../adapters/indexer/support/forkChain'
import { expectPairEventsIndexedOnce, sendSwaps } from '../adapters/indexer/support/pairTraffic'
import type { ForkedChain } from '../support/forkDevnet'
import { createFreshSchema, type FreshSchema } from '../support/freshSchema'
import { postgresUnreachable, TEST_DATABASE_URL } from '../support/postgresUnreachable'
import { waitFor } from '../support/waitFor'
import { type ServerProcess, startServerProcess } from './support/serverProcess'

/** The longest a standby may take to become the writer after the writer's SIGKILL (documented: about FOMO_WRITER_POLL_MS). */
const TAKEOVER_BOUND_MS = 30_000
/** The longest the first writer may take to index the fork's whole history (two blocks a range). */
const CATCH_UP_BOUND_MS = 180_000

const DATABASE_URL = TEST_DATABASE_URL
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

/**
 * `read()`'s result once the writer's checkpoint was the same before and after it (both replicas read one database):
 * what it compares was all taken at one indexed block. Tries again while blocks are being indexed.
 */
async function atOneBlock<T>(writer: ServerProcess, read: () => Promise<T>): Promise<T> {
  let result: { value: T } | undefined
  await waitFor(
    async () => {
      const before = indexedOf(await statusOf(writer))
      const value = await read()
      if (indexedOf(await statusOf(writer)) !== before) return false
      result = { value }
      return true
    },
    { what: 'reads taken at one indexed block' },
  )
  return result!.value
}

/** Mines an empty block every `ms` until stopped: the head moves while the test compares. */
function mineEvery(provider: ForkedChain['provider'], ms: number): { stop(): Promise<void> } {
  let stopped = false
  const mined = (async () => {
    while (!stopped) {
      await provider.send('evm_mine', [])
      await new Promise((resolve) => setTimeout(resolve, ms))
    }
  })()
  return {
    async stop() {
      stopped = true
      await mined
    },
  }
}

describe.skipIf(unreachable !== undefined)(
  `two server replicas on one PostgreSQL${unreachable ? ` (skipped: ${unreachable})` : ''}`,
  () => {
    let schema: FreshSchema | undefined
    let chain: Awaited<ReturnType<typeof forkChain>>
    const servers: ServerProcess[] = []
    beforeAll(async () => {
      schema = await createFreshSchema('fomo_replicas')
      chain = await forkChain(128)
    })
    afterAll(async () => {
      for (const server of servers) server.child.kill('SIGKILL')
      await Promise.all(servers.map((server) => server.exited))
      await chain?.stop()
      await schema?.drop()
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
        FOMO_DB_SCHEMA: schema!.name,
        // FOMO_WRITER_POLL_MS left at its default (2 s): the takeover measured is the documented one
      }
      servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])))
      const [one, two] = servers as [ServerProcess, ServerProcess]

      // exactly one of them writes; both serve the indexed data
      await waitFor(async () => (await statusOf(one)).writer || (await statusOf(two)).writer, { what: 'a writer' })
      const [writer, standby] = (await statusOf(one)).writer ? [one, two] : [two, one]
      expect((await statusOf(standby)).writer).toBe(false)
      const before = await sendSwaps(chain, { count: 6, symbols: ['DK2', 'DK', 'AURA', 'USDT'] })
      const head = await chain.provider.getBlockNumber()
      // the first catch-up reads the whole seeded history two blocks a range, each block of it fetched by the fork
      // from the run's one seeded devnet, which every other file's fork asks too: 12 s alone, past 60 s once in a full
      // run (CI's and this machine's), so it has the bound of a catch-up, not of a step
      await waitFor(async () => indexedOf(await statusOf(writer)) >= head, {
        what: `the writer to index to ${head}`,
        timeout: CATCH_UP_BOUND_MS,
      }).catch(async (error) => {
        // what each replica says of itself, and what it logged: a writer that stopped indexing says why there
        const states = await Promise.all([writer, standby].map((server) => statusOf(server).catch(String)))
        const logs = [writer, standby].map((server) => server.output().slice(-3_000))
        throw new Error(`${error.message}\n${JSON.stringify(states)}\n${logs.join('\n---\n')}`)
      })
      // blocks keep coming while the two are compared (the writer's draw operator sends its own transactions too): each
      // comparison is of reads taken at one indexed block, the checkpoint the same before and after them
      const mining = mineEvery(chain.provider, 200)
      try {
        const same = await atOneBlock(writer, async () => {
          const [pairs, indexed] = await Promise.all([
            Promise.all(
              [writer, standby].map(async (server) => (await fetch(`${server.url}/api/market/128/pairs`)).json()),
            ),
            Promise.all([standby, writer].map(async (server) => indexedOf(await statusOf(server)))),
          ])
          return { pairs, indexed }
        })
        expect(same.pairs[0].code).toBe(0)
        expect(same.pairs[1]).toEqual(same.pairs[0])
        expect(same.indexed[0]).toBe(same.indexed[1])
      } finally {
        await mining.stop()
      }
      expect([(await statusOf(writer)).writer, (await statusOf(standby)).writer]).toEqual([true, false])

      // more swaps, and the writer killed while it works through them (two blocks a range)
      const swapping = sendSwaps(chain, { count: 30, symbols: ['DK2', 'DK', 'AURA', 'USDT'] })
      await waitFor(async () => indexedOf(await statusOf(writer)) > head, { what: 'the writer to index new swaps' })
      const indexedAtKill = indexedOf(await statusOf(writer))
      writer.child.kill('SIGKILL')
      const killedAt = Date.now()
      await writer.exited
      await waitFor(async () => (await statusOf(standby)).writer, {
        what: 'the standby to take over',
        timeout: TAKEOVER_BOUND_MS,
      })
      const takeoverMs = Date.now() - killedAt
      console.info(
        `replicas.test.ts: the writer was killed at block ${indexedAtKill}; the standby became the writer ${takeoverMs} ms later`,
      )
      expect(takeoverMs).toBeLessThan(TAKEOVER_BOUND_MS)

      // the new writer indexes what the old one left and what comes after
      const after = await swapping
      const last = await chain.provider.getBlockNumber()
      console.info(`replicas.test.ts: the new writer indexes on to block ${last}`)
      await waitFor(async () => indexedOf(await statusOf(standby)) >= last, {
        what: `the new writer to index to ${last}`,
      })

      const db = await openDatabase({ databaseUrl: DATABASE_URL, schema: schema!.name })
      try {
        await expectPairEventsIndexedOnce(db, chain, [...before, ...after])
      } finally {
        await db.close()
      }
    }, 300_000)
  },
)
