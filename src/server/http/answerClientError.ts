import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'

/** What Node's HTTP parser reports: a code (`HPE_…`, `ERR_HTTP_REQUEST_TIMEOUT`) and llhttp's reason. */
type ClientError = Error & { code?: string; reason?: string }

/**
 * Answers a request that never reached Fastify (Node's parser refused it) in the API's envelope, then closes the
 * connection: a request head over the size limit (431), a request not received in time (408), or a malformed request
 * (400), each message saying what was wrong.
 */
export function answerClientError(error: ClientError, socket: Socket, maxHeaderBytes: number): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return // nothing left to answer
  const [status, msg] = describe(error, maxHeaderBytes)
  const body = JSON.stringify({ code: status, msg, data: null })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        'X-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}

function describe(error: ClientError, maxHeaderBytes: number): [number, string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return [
        431,
        `Request head too large: the request line and headers must fit in ${maxHeaderBytes / 1024} KiB (shorten the URL or the headers)`,
      ]
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'Request timeout: the request was not received in time; send it again, whole']
    default: {
      const reason = (error.reason ?? error.message).replace(/[^\x20-\x7e]/g, '').slice(0, 200)
      return [400, `Malformed HTTP request: ${reason} (${error.code ?? 'parse error'})`]
    }
  }
}
