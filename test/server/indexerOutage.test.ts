import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readDeploymentRecord } from '../../src/adapters/deployment/readDeploymentRecord'
import { type ComposedServer, composeServer } from '../../src/server/compositionRoot'
import type { ChainIndexStatus } from '../../src/server/workers/ChainIndexStatus'
import { sendSwaps } from '../adapters/indexer/support/pairTraffic'
import { type OutageProxy, outageProxy } from '../adapters/rpc/outageProxy'
import { type ForkedDevnet, forkDevnet } from '../support/forkDevnet'
import { testServerConfig } from './support/testServerConfig'

type ChainStatus = ChainIndexStatus & { indexed: number | null; lag: number | null }

const ACCOUNT = '0x00000000000000000000000000000000000000b2'

let devnet: ForkedDevnet
let proxy: OutageProxy
let server: ComposedServer

beforeAll(async () => {
  devnet = await forkDevnet()
  proxy = await outageProxy(devnet.chain(56).rpcUrl, 'hang') // chain 56's node hangs from the start
  server = await composeServer(
    testServerConfig({
      devnetDir: inject('seededDevnet').dir,
      rpcUrls: { 128: devnet.chain(128).rpcUrl, 56: proxy.url },
      indexer: { enabled: true, confirmations: 0, rangeSize: 2_000, pollMs: 50, rpcTimeoutMs: 1_000 },
    }),
  )
  server.worker!.start()
})
afterAll(async () => {
  await server?.close()
  await proxy?.close()
  await devnet?.stop()
})

async function status(chainId: number): Promise<ChainStatus> {
  const response = await server.app.inject({ url: '/api/indexer/status' })
  return response.json().data.chains.find((chain: ChainStatus) => chain.chainId === chainId)
}

/** Waits for `condition` (a limit that holds on a loaded machine; the wait itself is on the condition). */
async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Swaps on chain 128, then waits until its indexer committed the block of the last one. */
async function chain128KeepsIndexing(): Promise<void> {
  await sendSwaps(devnet.chain(128), { count: 2, symbols: ['USDT', 'AURA'] })
  const head = await devnet.chain(128).provider.getBlockNumber()
  await until(async () => ((await status(128)).indexed ?? -1) >= head, `chain 128 indexed to ${head}`)
  expect((await status(128)).state).toBe('indexing')
}

describe('one chain’s node down, the other keeps indexing', () => {
  it('starts while chain 56 hangs, marks it degraded with its timeout, and indexes chain 128', async () => {
    await until(async () => (await status(56)).state === 'degraded', 'chain 56 degraded')
    // the one process on PGlite is the writer (replicas on PostgreSQL: test/server/replicas.test.ts)
    expect((await server.app.inject({ url: '/api/indexer/status' })).json().data.writer).toBe(true)
    expect(await status(56)).toMatchObject({
      state: 'degraded',
      lastError: expect.stringMatching(/to http:\/\/127\.0\.0\.1:\d+: no answer within 1000 ms/),
      lastErrorAt: expect.any(String),
      retryInMs: expect.any(Number),
    })
    await chain128KeepsIndexing()
    expect((await status(56)).state).toBe('degraded')
  })

  it('catches chain 56 up once its node answers again, with the lag back to 0', async () => {
    await proxy.set('forward')
    await until(async () => {
      const chain = await status(56)
      return chain.state === 'indexing' && chain.lag === 0 && chain.head !== null
    }, 'chain 56 caught up')
    expect((await status(56)).lastError).toMatch(/^JSON-RPC eth_chainId to /) // the last error stays, with its time
  })

  it('marks chain 56 degraded while its node refuses connections, and chain 128 goes on', async () => {
    await proxy.set('refuse')
    await until(
      async () => /cannot connect \(ECONNREFUSED\)/.test((await status(56)).lastError ?? ''),
      'chain 56 refused',
    )
    expect((await status(56)).state).toBe('degraded')
    // a route that asks chain 56's node answers, in its own words, that this node failed: never that the database did
    const record = await readDeploymentRecord(inject('seededDevnet').dir, 56)
    const aura = record.tokens.find((token) => token.symbol === 'AURA')!.address
    const reward = await server.app.inject({ url: `/api/get-lp-reward-amount/${ACCOUNT}?token=${aura}&chainId=56` })
    expect({ status: reward.statusCode, body: reward.json() }).toEqual({
      status: 503,
      body: { code: 503, msg: "Chain 56's node did not answer: try again in a moment", data: null },
    })
    await chain128KeepsIndexing()
    await proxy.set('forward')
    await until(async () => (await status(56)).state === 'indexing', 'chain 56 back')
  })
})
