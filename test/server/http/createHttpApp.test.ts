import { makeError } from 'ethers'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DatabaseUnavailableError } from '../../../src/adapters/db/DatabaseUnavailableError'
import { RpcConnectionError } from '../../../src/adapters/rpc/RpcConnectionError'
import { RpcTimeoutError } from '../../../src/adapters/rpc/RpcTimeoutError'
import { createHttpApp } from '../../../src/server/http/createHttpApp'

// Issue 29, item 7: the 503 "the database does not answer" is for the database only. A chain node that times out or
// refuses (ethers' TIMEOUT, a refused connection to the RPC) is answered as the node's failure, naming it, not as a
// database outage an operator would then look for in PostgreSQL.

const failures: Record<string, () => Error> = {
  'node-timeout': () => makeError('request timeout', 'TIMEOUT', { operation: 'eth_call', reason: 'timeout' }),
  'node-refused': () =>
    makeError('could not coalesce error', 'UNKNOWN_ERROR', {
      error: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8545'), { code: 'ECONNREFUSED' }),
    }),
  'node-network': () => makeError('network error', 'NETWORK_ERROR', { event: 'noNetwork' }),
  // the server's own JSON-RPC client (FetchJsonRpc): FomoErrors, which a route must not answer as the client's 400
  'rpc-timeout': () => new RpcTimeoutError('JSON-RPC eth_call to http://10.0.0.1:8545/key: no answer within 5000 ms'),
  'rpc-refused': () =>
    new RpcConnectionError('JSON-RPC eth_call to http://10.0.0.1:8545/key: cannot connect (ECONNREFUSED)'),
  database: () => new DatabaseUnavailableError('the database did not answer (timeout exceeded when trying to connect)'),
  unexpected: () => new TypeError('x is not a function'),
}

describe("createHttpApp's answer to a route's failure", () => {
  let app: FastifyInstance
  const get = async (name: string) => {
    const response = await app.inject({ method: 'GET', url: `/fail/${name}` })
    return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] }
  }

  beforeAll(async () => {
    app = await createHttpApp({
      appOrigin: 'http://127.0.0.1',
      logLevel: 'silent',
      timeouts: { requestMs: 5_000, connectionMs: 5_000 },
      routes: (routes) => {
        routes.get<{ Params: { name: string } }>('/fail/:name', async (request) => {
          throw failures[request.params.name]!()
        })
      },
    })
  })
  afterAll(() => app?.close())

  it.each(['node-timeout', 'node-refused', 'node-network', 'rpc-timeout', 'rpc-refused'])(
    'answers %s as a 502 naming the node',
    async (name) => {
      const answer = await get(name)
      expect(answer.status).toBe(502)
      expect(answer.body).toEqual({
        code: 502,
        msg: 'Bad gateway: a chain node did not answer; try again in a moment',
        data: null,
      })
      expect(answer.retryAfter).toBe('5')
    },
  )

  it('answers a database that does not answer 503 with Retry-After', async () => {
    expect(await get('database')).toEqual({
      status: 503,
      body: { code: 503, msg: 'Unavailable: the database does not answer; try again in a moment', data: null },
      retryAfter: '5',
    })
  })

  it('answers anything else 500, revealing nothing', async () => {
    expect((await get('unexpected')).body).toEqual({
      code: 500,
      msg: 'Internal server error: try again later',
      data: null,
    })
  })
})
