import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type RunningServer, startServer } from '../../src/server/startServer'
import { testServerConfig } from './support/testServerConfig'

let server: RunningServer
let port: number
beforeAll(async () => {
  server = await startServer(
    testServerConfig({
      devnetDir: inject('seededDevnet').dir,
      timeouts: { requestMs: 400, connectionMs: 5_000 },
      rateLimit: { perIp: 1_000, perAddress: 1_000, readPerIp: 3, windowMs: 60_000 },
    }),
  )
  port = Number(new URL(server.url).port)
})
afterAll(() => server?.close())

/** Sends `text` as is on a new connection; resolves with the status, headers and body once the server closes it. */
function raw(text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', ...rest] = answer.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      )
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') })
    })
  })
}

const envelope = (body: string) => JSON.parse(body) as { code: number; msg: string; data: unknown }

describe("the HTTP layer's own errors, in the envelope", () => {
  it('answers an over-long request head with 431 saying so', async () => {
    for (const text of [
      `GET /api/market/128/pairs HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET /api/market/128/pairs?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]) {
      const answer = await raw(text)
      expect(answer.status).toBe(431)
      expect(envelope(answer.body)).toEqual({
        code: 431,
        msg: expect.stringMatching(/^Request head too large/),
        data: null,
      })
    }
  })

  it.each([
    ['a line that is no request', 'GARBAGE\r\n\r\n'],
    ['an unknown HTTP version', 'GET / HTTP/9.9\r\nHost: x\r\n\r\n'],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nnot a header\r\n\r\n'],
    ['two content lengths', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n'],
  ])('answers %s with 400 naming the problem', async (_name, text) => {
    const answer = await raw(text)
    expect(answer.status).toBe(400)
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(envelope(answer.body)).toEqual({
      code: 400,
      msg: expect.stringMatching(/^Malformed HTTP request: \w/),
      data: null,
    })
  })

  it('answers a request without Host with 400 saying so', async () => {
    const answer = await raw('GET /api/market/128/pairs HTTP/1.1\r\nConnection: close\r\n\r\n')
    expect(answer.status).toBe(400)
    expect(envelope(answer.body)).toMatchObject({ code: 400, msg: expect.stringMatching(/Missing Host header/) })
  })

  it('answers a bare OPTIONS with 400 and the allowed methods, and still answers a CORS preflight', async () => {
    const bare = await raw('OPTIONS /api/market/128/pairs HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(bare.status).toBe(400)
    expect(bare.headers.allow).toBe('GET, HEAD, OPTIONS')
    expect(envelope(bare.body)).toMatchObject({ code: 400, msg: expect.stringMatching(/Bare OPTIONS request/) })
    const preflight = await raw(
      'OPTIONS /api/market/128/pairs HTTP/1.1\r\nHost: x\r\nOrigin: http://app.test:5173\r\n' +
        'Access-Control-Request-Method: GET\r\nConnection: close\r\n\r\n',
    )
    expect(preflight.status).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('http://app.test:5173')
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])(
    'answers %s with 405 and Allow, before reading a body',
    async (method) => {
      const answer = await raw(
        `${method} /api/market/128/pairs HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          'Content-Length: 5\r\nConnection: close\r\n\r\n{bad}',
      )
      expect(answer.status).toBe(405)
      expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS')
      expect(envelope(answer.body)).toEqual({
        code: 405,
        msg: `Method ${method} not allowed: this API answers GET, HEAD, OPTIONS`,
        data: null,
      })
    },
  )

  it('still serves HTTP/1.0 without Host, and GET as before', async () => {
    const old = await raw('GET /api/indexer/status HTTP/1.0\r\n\r\n')
    expect(old.status).toBe(200)
    expect(envelope(old.body).code).toBe(0)
  })

  it('sets the request and connection timeouts, and answers a client too slow to send its head with 408', async () => {
    expect(server.composed.app.server.requestTimeout).toBe(400)
    expect(server.composed.app.server.headersTimeout).toBe(400)
    expect(server.composed.app.server.timeout).toBe(5_000)
    // half a request head, then silence: the server must close the connection itself (the wait is on that)
    const answer = await raw('GET /api/market/128/pairs HTTP/1.1\r\nHost: x\r\nX-Slow: ')
    expect(answer.status).toBe(408)
    expect(envelope(answer.body)).toEqual({ code: 408, msg: expect.stringMatching(/^Request timeout/), data: null })
  })
})

describe('the per-IP cap on market reads', () => {
  const volume = (i: number) => `${server.url}/api/market/128/volume/0x${String(i).repeat(40)}`

  it('counts the reads that miss the cache, and answers 429 with Retry-After over the cap', async () => {
    const statuses = []
    for (const i of [1, 2, 3, 1, 2, 3]) statuses.push((await fetch(volume(i))).status) // cacheTtlMs 0: all miss
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429])
    const refused = await fetch(volume(4))
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.json()).toMatchObject({
      code: 429,
      msg: expect.stringMatching(/Too many uncached market reads/),
    })
  })
})
