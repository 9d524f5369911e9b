import { createServer, request as httpRequest, type Server } from 'node:http'

/** A JSON-RPC proxy that forwards to `target` and records each POST's methods (a batch is one POST). */
export interface CountingRpcProxy {
  url: string
  /** Each POST received, as the list of its JSON-RPC methods. */
  posts: string[][]
  /** How many requests (batched or not) called `method`. */
  count(method: string): number
  /** The most POSTs it was answering at once since the last reset. */
  readonly mostAtOnce: number
  reset(): void
  close(): Promise<void>
}

/** Starts a counting proxy on a free port of 127.0.0.1 in front of the node at `target`. */
export async function countingRpcProxy(target: string): Promise<CountingRpcProxy> {
  const posts: string[][] = []
  let atOnce = 0
  let mostAtOnce = 0
  const server: Server = createServer((request, response) => {
    mostAtOnce = Math.max(mostAtOnce, ++atOnce)
    response.on('close', () => atOnce--)
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString()
      const payload = JSON.parse(body) as { method: string } | { method: string }[]
      posts.push((Array.isArray(payload) ? payload : [payload]).map((p) => p.method))
      // a fresh connection per request (no keep-alive), so the node can stop at once when the test ends
      const upstream = httpRequest(target, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json' },
      })
      upstream.on('response', (answer) => {
        response.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' })
        answer.pipe(response)
      })
      upstream.on('error', (error) => {
        response.writeHead(502)
        response.end(String(error))
      })
      upstream.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    posts,
    count: (method) => posts.flat().filter((m) => m === method).length,
    get mostAtOnce() {
      return mostAtOnce
    },
    reset: () => {
      posts.length = 0
      mostAtOnce = atOnce
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
