import type { FastifyReply, FastifyRequest } from 'fastify'

/** The methods every resource of this server answers. */
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS'

/**
 * An onRequest hook run before anything else (CORS, routing, body parsing) that refuses, in the envelope, what no
 * route serves: an HTTP/1.1 request without a Host header (400), an OPTIONS that is not a CORS preflight (400), and
 * any method other than GET, HEAD or OPTIONS (405 with `Allow`).
 */
export async function refuseUnservedRequests(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const refuse = (status: number, msg: string) => reply.code(status).send({ code: status, msg, data: null })
  if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
    return refuse(400, 'Missing Host header: an HTTP/1.1 request must name the host it is for')
  }
  if (request.method === 'OPTIONS') {
    if (request.headers.origin === undefined || request.headers['access-control-request-method'] === undefined) {
      reply.header('allow', ALLOWED_METHODS)
      return refuse(
        400,
        'Bare OPTIONS request: only CORS preflights (with Origin and Access-Control-Request-Method) are answered',
      )
    }
    return
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    reply.header('allow', ALLOWED_METHODS)
    return refuse(405, `Method ${request.method.slice(0, 20)} not allowed: this API answers ${ALLOWED_METHODS}`)
  }
}
