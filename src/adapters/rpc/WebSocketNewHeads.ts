import type { NewHeadsSource } from './NewHeadsSource'

/** The part of a WebSocket the new-heads stream uses (the browser's `WebSocket`, or `ws` in Node). */
export interface HeadsSocket {
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  send(data: string): void
  close(): void
}

const SUBSCRIBE_ID = 1

/**
 * A node's new heads over its WebSocket endpoint: one `eth_subscribe('newHeads')` request when the socket opens, then
 * a notification per block and no request at all, where polling costs one `eth_blockNumber` per interval. A socket
 * that fails, closes or is refused the subscription ends the stream (`onClosed`), so the caller can poll instead.
 *
 * @example new WebSocketNewHeads('ws://127.0.0.1:8545').subscribe((n) => console.log(n), () => startPolling())
 */
export class WebSocketNewHeads implements NewHeadsSource {
  constructor(
    private readonly url: string,
    private readonly openSocket: (url: string) => HeadsSocket = (url) => new WebSocket(url),
  ) {}

  subscribe(
    onHead: (blockNumber: number) => void,
    onClosed: (error: unknown) => void,
    onOpen?: () => void,
  ): () => void {
    let ended = false
    let subscription: string | undefined
    const end = (error: unknown) => {
      if (ended) return
      ended = true
      onClosed(error)
    }
    let socket: HeadsSocket
    try {
      socket = this.openSocket(this.url)
    } catch (error) {
      queueMicrotask(() => end(error))
      return () => {
        ended = true
      }
    }
    socket.addEventListener('open', () =>
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: SUBSCRIBE_ID, method: 'eth_subscribe', params: ['newHeads'] })),
    )
    socket.addEventListener('message', (event) => {
      const message = parseMessage(event.data)
      if (!message || ended) return
      if (message.id === SUBSCRIBE_ID) {
        if (typeof message.result === 'string') {
          subscription = message.result
          onOpen?.()
        } else {
          end(new Error(`${this.url} refused eth_subscribe newHeads: ${JSON.stringify(message.error ?? message)}`))
          socket.close()
        }
        return
      }
      const params = message.params
      if (message.method !== 'eth_subscription' || !params || params.subscription !== subscription) return
      const number = params.result?.number
      if (typeof number === 'string' && /^0x[0-9a-f]+$/i.test(number)) onHead(Number(BigInt(number)))
    })
    socket.addEventListener('error', () => end(new Error(`new heads: WebSocket error on ${this.url}`)))
    socket.addEventListener('close', () => end(new Error(`new heads: ${this.url} closed the WebSocket`)))
    return () => {
      ended = true
      socket.close()
    }
  }
}

interface HeadsMessage {
  id?: unknown
  result?: unknown
  error?: unknown
  method?: unknown
  params?: { subscription?: unknown; result?: { number?: unknown } }
}

function parseMessage(data: unknown): HeadsMessage | undefined {
  try {
    const parsed = JSON.parse(String(data)) as unknown
    return typeof parsed === 'object' && parsed !== null ? (parsed as HeadsMessage) : undefined
  } catch {
    return undefined
  }
}
