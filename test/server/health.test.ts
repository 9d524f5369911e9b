import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readDeploymentRecord } from '../../src/adapters/deployment/readDeploymentRecord'
import { type ComposedServer, composeServer } from '../../src/server/compositionRoot'
import { freePort } from '../support/freePort'
import { testServerConfig } from './support/testServerConfig'

const { version } = (await import('../../package.json')).default as { version: string }
const health = async (server: ComposedServer) => {
  const response = await server.app.inject({ method: 'GET', url: '/api/health' })
  return { status: response.statusCode, body: response.json(), headers: response.headers }
}

describe('GET /api/health', () => {
  describe('with the indexer running (PGlite)', () => {
    let server: ComposedServer
    beforeAll(async () => {
      server = await composeServer(
        testServerConfig({
          devnetDir: inject('seededDevnet').dir,
          indexer: { enabled: true, confirmations: 0, rangeSize: 2_000, pollMs: 50, rpcTimeoutMs: 10_000 },
          drawOperatorKey: undefined,
          bridge: { confirmations: { 128: 2, 56: 2 }, deadlineSeconds: 600 }, // no relayer: this test only reads
        }),
      )
      server.worker?.start()
    })
    afterAll(async () => {
      await server?.close()
    })

    it('answers 200 with the version, the writer lock and each chain’s indexed head and state', async () => {
      const starts = await Promise.all(
        [128, 56].map(async (chainId) => (await readDeploymentRecord(inject('seededDevnet').dir, chainId)).startBlock),
      )
      await expect
        .poll(async () => (await health(server)).body.data, { timeout: 60_000, interval: 100 })
        .toMatchObject({
          writer: true,
          chains: [
            { chainId: 128, state: 'indexing', indexedHead: expect.any(Number) },
            { chainId: 56, state: 'indexing', indexedHead: expect.any(Number) },
          ],
        })
      const { status, body, headers } = await health(server)
      expect(status).toBe(200)
      expect(headers['cache-control']).toBe('no-store')
      expect(body).toMatchObject({ code: 0, msg: 'ok', data: { status: 'ok', version, writer: true } })
      expect(version).toMatch(/^\d+\.\d+\.\d+/)
      for (const [index, chain] of body.data.chains.entries()) {
        expect(chain.indexedHead).toBeGreaterThanOrEqual(starts[index]!)
      }
    })
  })

  describe('with a chain whose node does not answer', () => {
    let server: ComposedServer
    beforeAll(async () => {
      server = await composeServer(
        testServerConfig({
          devnetDir: inject('seededDevnet').dir,
          rpcUrls: { 56: `http://127.0.0.1:${await freePort()}` }, // nothing listens there
          indexer: { enabled: true, confirmations: 0, rangeSize: 2_000, pollMs: 50, rpcTimeoutMs: 1_000 },
          bridge: { confirmations: { 128: 2, 56: 2 }, deadlineSeconds: 600 },
        }),
      )
      server.worker?.start()
    })
    afterAll(async () => {
      await server?.close()
    })

    it('answers 200, degraded, naming the chain whose indexer retries', async () => {
      await expect
        .poll(async () => (await health(server)).body.data, { timeout: 60_000, interval: 100 })
        .toMatchObject({
          status: 'degraded',
          writer: true,
          chains: [
            { chainId: 128, state: 'indexing' },
            { chainId: 56, state: 'degraded', indexedHead: null },
          ],
        })
      expect((await health(server)).status).toBe(200)
    })
  })

  describe('without an indexer', () => {
    let server: ComposedServer
    beforeAll(async () => {
      server = await composeServer(testServerConfig({ devnetDir: inject('seededDevnet').dir }))
    })
    afterAll(async () => {
      await server?.app.close() // the database is closed by the test
    })

    it('says this replica is no writer and nothing is indexed', async () => {
      const { status, body } = await health(server)
      expect(status).toBe(200)
      expect(body.data).toEqual({
        status: 'ok',
        version,
        writer: false,
        chains: [
          { chainId: 128, indexedHead: null, state: 'off' },
          { chainId: 56, indexedHead: null, state: 'off' },
        ],
        sending: expect.any(Array), // not read yet: this server was composed, not started
      })
    })

    it('answers 503 once the database is unreachable', async () => {
      await server.database.close()
      const { status, body } = await health(server)
      expect(status).toBe(503)
      expect(body).toMatchObject({ code: 503, data: { status: 'unavailable', version, writer: false, chains: [] } })
      expect(body.msg).toMatch(/database/)
    })
  })
})
