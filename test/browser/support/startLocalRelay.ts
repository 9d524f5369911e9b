import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** One JSON-RPC request a client sent the relay. */
export interface RelayRequest {
  id: number
  method: string
  params: Record<string, unknown>
}

export interface LocalRelay {
  /** `ws://127.0.0.1:<port>`, for `walletConnectRelayUrl`. */
  url: string
  /** Every request received, in order. */
  readonly requests: RelayRequest[]
  close(): Promise<void>
}

const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'

/**
 * A WalletConnect relay on a free loopback port, for tests with no internet: it speaks the relay's JSON-RPC over a
 * WebSocket (RFC 6455, text frames) enough for a dapp to open a pairing — each subscription gets an id, each publish
 * is accepted, fetches find nothing — and records what it was asked. No wallet is behind it, so no session is ever
 * approved.
 */
export async function startLocalRelay(): Promise<LocalRelay> {
  const requests: RelayRequest[] = []
  const sockets = new Set<Socket>()
  const server = createServer((_request, response) => response.writeHead(426).end())
  server.on('upgrade', (request: IncomingMessage, socket: Socket) => {
    const key = request.headers['sec-websocket-key']
    if (typeof key !== 'string') return socket.destroy()
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    const accept = createHash('sha1')
      .update(key + WEBSOCKET_GUID)
      .digest('base64')
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    )
    let buffered = Buffer.alloc(0)
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk])
      for (let frame = readFrame(buffered); frame; frame = readFrame(buffered)) {
        buffered = buffered.subarray(frame.length)
        if (frame.opcode === 0x8) return socket.end(encodeFrame(0x8, Buffer.alloc(0)))
        if (frame.opcode === 0x9) socket.write(encodeFrame(0xa, frame.payload))
        if (frame.opcode !== 0x1) continue
        const message = JSON.parse(frame.payload.toString('utf8')) as RelayRequest & { result?: unknown }
        if (!message.method) continue // the client acknowledging something the relay sent
        requests.push(message)
        const answer = { id: message.id, jsonrpc: '2.0', result: resultOf(message) }
        socket.write(encodeFrame(0x1, Buffer.from(JSON.stringify(answer))))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** What a relay answers: a subscription id per topic, nothing stored to fetch, every publish accepted. */
function resultOf({ method, params }: RelayRequest): unknown {
  const subscriptionId = (topic: unknown) => createHash('sha256').update(String(topic)).digest('hex')
  if (method === 'irn_subscribe') return subscriptionId(params.topic)
  if (method === 'irn_batchSubscribe') return ((params.topics as unknown[]) ?? []).map(subscriptionId)
  if (method === 'irn_batchFetchMessages') return { messages: [], hasMore: false }
  return true
}

/** A whole frame at the start of `data` (a client's frames are masked), or undefined until it has arrived. */
function readFrame(data: Buffer): { opcode: number; payload: Buffer; length: number } | undefined {
  if (data.length < 2) return undefined
  const opcode = data[0]! & 0x0f
  const masked = (data[1]! & 0x80) !== 0
  let size = data[1]! & 0x7f
  let offset = 2
  if (size === 126) {
    if (data.length < 4) return undefined
    size = data.readUInt16BE(2)
    offset = 4
  } else if (size === 127) {
    if (data.length < 10) return undefined
    size = Number(data.readBigUInt64BE(2))
    offset = 10
  }
  const mask = masked ? data.subarray(offset, offset + 4) : undefined
  if (masked) offset += 4
  if (data.length < offset + size) return undefined
  const payload = Buffer.from(data.subarray(offset, offset + size))
  if (mask) for (let i = 0; i < payload.length; i++) payload[i] = payload[i]! ^ mask[i % 4]!
  return { opcode, payload, length: offset + size }
}

/** A final, unmasked frame (a server's). */
function encodeFrame(opcode: number, payload: Buffer): Buffer {
  const head =
    payload.length < 126
      ? Buffer.from([0x80 | opcode, payload.length])
      : payload.length < 65536
        ? Buffer.from([0x80 | opcode, 126, payload.length >> 8, payload.length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), bigUInt64(payload.length)])
  return Buffer.concat([head, payload])
}

function bigUInt64(value: number): Buffer {
  const buffer = Buffer.alloc(8)
  buffer.writeBigUInt64BE(BigInt(value))
  return buffer
}
