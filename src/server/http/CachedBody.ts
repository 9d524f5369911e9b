import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { bigintJson } from './bigintJson'

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * A success envelope serialised once, with the entity tag of its bytes: a cached read sends these bytes as they are
 * (no JSON.stringify per request), and answers 304 to a client that already holds them.
 */
export class CachedBody {
  private constructor(
    readonly bytes: Buffer,
    /** A strong entity tag: the bytes' SHA-1, so equal answers have equal tags whatever computed them. */
    readonly etag: string,
  ) {}

  /** `{code: 0, msg: 'ok', data}` serialised (bigints as decimal strings) and tagged. */
  static ok(data: unknown): CachedBody {
    const bytes = Buffer.from(bigintJson({ code: 0, msg: 'ok', data }))
    return new CachedBody(bytes, `"${createHash('sha1').update(bytes).digest('base64url')}"`)
  }

  /** Sends the bytes with their ETag, or 304 without a body when the request's If-None-Match names it. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.header('etag', this.etag)
    const held = request.headers['if-none-match']
    if (held !== undefined && matches(held, this.etag)) return reply.code(304).send()
    return reply.type(JSON_TYPE).send(this.bytes)
  }
}

/** Whether an If-None-Match header (`*`, or tags separated by commas, weak or strong) names `etag` (RFC 9110 13.1.2). */
function matches(header: string, etag: string): boolean {
  if (header === etag) return true // the header a browser sends back: one tag
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`
  })
}
