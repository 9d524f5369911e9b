import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type ComposedServer, composeServer } from '../../src/server/compositionRoot'
import { DEFAULT_OPERATIONS } from '../../src/server/config/ServerConfig'
import { createFreshSchema, type FreshSchema } from '../support/freshSchema'
import { postgresUnreachable, TEST_DATABASE_URL } from '../support/postgresUnreachable'
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy'
import { waitFor } from '../support/waitFor'
import { testServerConfig } from './support/testServerConfig'

// Issue 29, item 7: a PostgreSQL whose network path stalls (a proxy that stops forwarding) or that refuses connections.
// Every database-backed route answers 503 in the envelope within the pool's timeouts, and the server recovers by
// itself, with no restart, once the path is back: the pool drops the connections that hung instead of reusing them.

const unreachable = await postgresUnreachable()
const SENDER = '0x00000000000000000000000000000000000000a1'
const ROUTE = `/api/get-convert-logs/${SENDER}?page=1` // reads the bridge records: the database only
/** More concurrent requests than the pool has connections (10): none may wait for a connection that never frees. */
const CONCURRENT = 14

describe.skipIf(unreachable !== undefined)(
  `a stalled database${unreachable ? ` (skipped: ${unreachable})` : ''}`,
  () => {
    let proxy: TcpProxy
    let schema: FreshSchema
    let server: ComposedServer
    const get = async (url = ROUTE) => {
      const response = await server.app.inject({ method: 'GET', url })
      return { status: response.statusCode, body: response.json() }
    }
    const all = (count: number) => Promise.all(Array.from({ length: count }, () => get()))

    beforeAll(async () => {
      const target = new URL(TEST_DATABASE_URL)
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
      schema = await createFreshSchema('fomo_outage')
      const viaProxy = new URL(TEST_DATABASE_URL)
      viaProxy.hostname = '127.0.0.1'
      viaProxy.port = String(proxy.port)
      server = await composeServer(
        testServerConfig({
          devnetDir: inject('seededDevnet').dir,
          databaseUrl: viaProxy.toString(),
          databaseSchema: schema.name,
          operations: { ...DEFAULT_OPERATIONS, database: { connectMs: 1_000, queryMs: 1_500 } },
        }),
      )
    })
    afterAll(async () => {
      proxy?.resume()
      await server?.close()
      await proxy?.close()
      await schema?.drop()
    })

    it('answers from the database while the path is up', async () => {
      expect(await get()).toMatchObject({ status: 200, body: { code: 0, data: { total: 0 } } })
    })

    it('answers 503 in the envelope while the path is frozen, health too, then recovers without a restart', async () => {
      proxy.freeze()
      const frozen = await all(CONCURRENT)
      for (const answer of frozen) {
        expect(answer.status).toBe(503)
        expect(answer.body).toMatchObject({ code: 503, data: null, msg: expect.stringContaining('database') })
      }
      const health = await server.app.inject({ method: 'GET', url: '/api/health' })
      expect(health.statusCode).toBe(503)

      proxy.resume()
      await waitFor(async () => (await get()).status === 200, { what: 'the route to answer from the database again' })
      // every connection of the pool serves again: none is still stuck on an answer that never came
      for (const answer of await all(CONCURRENT)) expect(answer).toMatchObject({ status: 200, body: { code: 0 } })
    })

    it('answers 503, not 500, while the database refuses connections, and recovers when it listens again', async () => {
      await proxy.refuse()
      for (const answer of await all(3)) {
        expect(answer.status).toBe(503)
        expect(answer.body).toMatchObject({ code: 503, msg: expect.stringContaining('database') })
      }
      await proxy.listen()
      await waitFor(async () => (await get()).status === 200, {
        what: 'the route to answer once the database listens again',
      })
    })
  },
)
