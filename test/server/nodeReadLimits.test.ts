import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readDeploymentRecord } from '../../src/adapters/deployment/readDeploymentRecord'
import { type ComposedServer, composeServer } from '../../src/server/compositionRoot'
import { DEFAULT_OPERATIONS } from '../../src/server/config/ServerConfig'
import { NODE_READ_ROUTES } from '../../src/server/http/limitNodeReads'
import { testServerConfig } from './support/testServerConfig'

// Issue 29, item 10: behind a reverse proxy every client shared one rate-limit bucket (the proxy's address), and the
// routes that ask a chain's node, get-lp-reward-amount among them, had no limit at all.

const PROXY = '10.9.0.1'
const ACCOUNT = '0x00000000000000000000000000000000000000b2'
let servers: ComposedServer[] = []
let rewardToken: string

async function compose(trustedProxies: string[]): Promise<ComposedServer> {
  const server = await composeServer(
    testServerConfig({
      devnetDir: inject('seededDevnet').dir,
      operations: { ...DEFAULT_OPERATIONS, trustedProxies, nodeReadsPerIp: 2 },
    }),
  )
  servers.push(server)
  return server
}

/** get-lp-reward-amount through the proxy at PROXY, for the client `forwardedFor` names. */
async function rewardAmount(server: ComposedServer, forwardedFor: string) {
  const response = await server.app.inject({
    url: `/api/get-lp-reward-amount/${ACCOUNT}?token=${rewardToken}&chainId=128`,
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
  })
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] }
}

beforeAll(async () => {
  const record = await readDeploymentRecord(inject('seededDevnet').dir, 128)
  rewardToken = record.tokens.find((token) => token.symbol === 'AURA')!.address.toLowerCase()
})
afterAll(async () => {
  for (const server of servers) await server.close()
  servers = []
})

describe('the routes that ask a chain node', () => {
  it('are each registered, and limited per client with FOMO_RATE_LIMIT_NODE_IP', async () => {
    const server = await compose([PROXY])
    for (const url of NODE_READ_ROUTES) expect(server.app.hasRoute({ method: 'GET', url }), url).toBe(true)
    expect((await rewardAmount(server, '203.0.113.1')).status).toBe(200)
    expect((await rewardAmount(server, '203.0.113.1')).status).toBe(200)
    const refused = await rewardAmount(server, '203.0.113.1')
    expect(refused).toMatchObject({ status: 429, body: { code: 429, data: null } })
    expect(refused.body.msg).toContain('Too many requests that read the chains')
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    // another client behind the same trusted proxy has a bucket of its own
    expect((await rewardAmount(server, '203.0.113.2')).status).toBe(200)
  })

  it('without trusted proxies, X-Forwarded-For is not believed: a client cannot make itself new buckets', async () => {
    const server = await compose([])
    expect((await rewardAmount(server, '203.0.113.1')).status).toBe(200)
    expect((await rewardAmount(server, '203.0.113.2')).status).toBe(200)
    expect((await rewardAmount(server, '203.0.113.3')).status).toBe(429) // all three are the proxy's address
  })
})
