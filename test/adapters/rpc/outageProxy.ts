import { connect, createServer, type Server, type Socket } from 'node:net'

/** What the proxy does with connections: pass them to the node, hold them unanswered, or refuse them. */
export type OutageMode = 'forward' | 'hang' | 'refuse'

/** A TCP proxy in front of a JSON-RPC node whose outage a test switches on and off. */
export interface OutageProxy {
  url: string
  mode: OutageMode
  /** Switches the mode; 'refuse' stops listening (ECONNREFUSED), leaving it listens again on the same port. */
  set(mode: OutageMode): Promise<void>
  close(): Promise<void>
}

/** Starts an outage proxy on a free port of 127.0.0.1 in front of `target` (an http://host:port URL). */
export async function outageProxy(target: string, mode: OutageMode = 'forward'): Promise<OutageProxy> {
  const upstream = new URL(target)
  const sockets = new Set<Socket>()
  let current = mode
  const server: Server = createServer((client) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.on('error', () => {})
    if (current === 'hang') {
      client.resume() // read the request, never answer
      return
    }
    const node = connect(Number(upstream.port), upstream.hostname)
    sockets.add(node)
    node.on('close', () => sockets.delete(node))
    node.on('error', () => client.destroy())
    client.on('close', () => node.destroy())
    client.pipe(node).pipe(client)
  })
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const stop = () => {
    for (const socket of sockets) socket.destroy()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  }
  await listen(0)
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port')
  const port = address.port
  if (mode === 'refuse') await stop()
  return {
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return current
    },
    async set(next) {
      if (next === current) return
      const wasRefusing = current === 'refuse'
      current = next
      if (next === 'refuse') await stop()
      else {
        for (const socket of sockets) socket.destroy() // a node coming back does not revive held connections
        if (wasRefusing) await listen(port)
      }
    },
    async close() {
      if (current !== 'refuse') await stop()
    },
  }
}
