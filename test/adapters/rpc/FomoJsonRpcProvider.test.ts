import { createServer, type Server } from 'node:http'
import { Network } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoJsonRpcProvider } from '../../../src/adapters/rpc/FomoJsonRpcProvider'
import { JsonRpcResponseError } from '../../../src/adapters/rpc/JsonRpcResponseError'

/** A fake node: answers each POST with what `reply` makes of the request's payload. */
let reply: (payload: { id: number; method: string } | { id: number; method: string }[]) => string
let server: Server
let url: string
const posts: unknown[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const payload = JSON.parse(body)
      posts.push(payload)
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(reply(payload))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const provider = () =>
  new FomoJsonRpcProvider(url, Network.from(128), { staticNetwork: true, batchStallTime: 50, cacheTimeout: -1 })
const answer = (p: { id: number }, result: unknown) => ({ jsonrpc: '2.0', id: p.id, result })

describe('FomoJsonRpcProvider against a fake node', () => {
  it('batches the requests of 50 ms into one POST and reads the answers', async () => {
    reply = (payload) => JSON.stringify((Array.isArray(payload) ? payload : [payload]).map((p) => answer(p, '0x2a')))
    posts.length = 0
    const rpc = provider()
    const [a, b] = await Promise.all([rpc.send('eth_blockNumber', []), rpc.send('eth_gasPrice', [])])
    expect([a, b]).toEqual(['0x2a', '0x2a'])
    expect(posts).toHaveLength(1)
    rpc.destroy()
  })

  it("fails with 'failed to parse JSON response' when the body is not JSON", async () => {
    reply = () => '<html>502 Bad Gateway</html>'
    const rpc = provider()
    const error = await rpc.send('eth_blockNumber', []).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(JsonRpcResponseError)
    expect((error as Error).message).toBe('failed to parse JSON response')
    rpc.destroy()
  })

  it.each([
    [
      'an answer to another id',
      (p: { id: number }) => JSON.stringify({ jsonrpc: '2.0', id: p.id + 1000, result: '0x1' }),
    ],
    ['no result or error', (p: { id: number }) => JSON.stringify({ jsonrpc: '2.0', id: p.id })],
    ['not JSON-RPC 2.0', (p: { id: number }) => JSON.stringify({ id: p.id, result: '0x1' })],
    ['a bare value', () => '42'],
  ])("fails with 'received unexpected JSON-RPC response' for %s", async (_, make) => {
    reply = (payload) => make(Array.isArray(payload) ? payload[0]! : payload)
    const rpc = provider()
    await expect(rpc.send('eth_blockNumber', [])).rejects.toThrow('received unexpected JSON-RPC response')
    rpc.destroy()
  })
})
