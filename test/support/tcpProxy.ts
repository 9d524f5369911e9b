import { createServer, type Server, type Socket } from 'node:net'

/** A TCP proxy a test can freeze (a stalled network path), resume, or make refuse connections. */
export interface TcpProxy {
  port: number
  /** Stops forwarding in both directions: bytes are held, as a path that drops packets holds retransmissions. */
  freeze(): void
  /** Forwards again, the held bytes first. */
  resume(): void
  /** Closes every connection and stops listening: new connections are refused until `listen()`. */
  refuse(): Promise<void>
  /** Listens again on the same port. */
  listen(): Promise<void>
  close(): Promise<void>
}

/** Starts a proxy on a free loopback port to `target` (host and port). */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let frozen = false
  const sockets = new Set<Socket>()
  const held: (() => void)[] = []
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk) => {
      const write = () => {
        if (!to.destroyed) to.write(chunk)
      }
      if (frozen) held.push(write)
      else write()
    })
  let server: Server
  let port = 0
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = new (client.constructor as typeof Socket)()
        sockets.add(client).add(upstream)
        for (const socket of [client, upstream]) {
          socket.on('error', () => {})
          socket.on('close', () => {
            sockets.delete(socket)
            client.destroy()
            upstream.destroy()
          })
        }
        forward(client, upstream)
        forward(upstream, client)
        upstream.connect(target.port, target.host)
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port
        resolve()
      })
    })
  await listen()
  const refuse = async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return {
    get port() {
      return port
    },
    freeze: () => {
      frozen = true
    },
    resume: () => {
      frozen = false
      for (const write of held.splice(0)) write()
    },
    refuse,
    listen,
    close: refuse,
  }
}
