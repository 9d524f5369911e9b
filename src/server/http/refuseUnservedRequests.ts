import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'

/** The methods every resource of this server answers. */
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS'

/**
 * An onRequest hook run before anything else (CORS, routing, body parsing) that refuses, in the envelope, what no
 * route serves: an HTTP/1.1 request without a Host header (400), an OPTIONS that is not a CORS preflight (400), and
 * any method other than GET, HEAD or OPTIONS (405 with `Allow`). A callback hook that allocates nothing for a request
 * it lets through: it runs before every answer, the cached market reads among them.
 */
export function refuseUnservedRequests(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
    return refuse(reply, 400, 'Missing Host header: an HTTP/1.1 request must name the host it is for')
  }
  const { method } = request
  if (method === 'GET' || method === 'HEAD') return done()
  if (method === 'OPTIONS') {
    if (request.headers.origin !== undefined && request.headers['access-control-request-method'] !== undefined) {
      return done()
    }
    reply.header('allow', ALLOWED_METHODS)
    return refuse(
      reply,
      400,
      'Bare OPTIONS request: only CORS preflights (with Origin and Access-Control-Request-Method) are answered',
    )
  }
  reply.header('allow', ALLOWED_METHODS)
  refuse(reply, 405, `Method ${method.slice(0, 20)} not allowed: this API answers ${ALLOWED_METHODS}`)
}

/** Answers the envelope at once; the hook's `done` is not called, so nothing after it runs. */
function refuse(reply: FastifyReply, status: number, msg: string): void {
  reply.code(status).send({ code: status, msg, data: null })
}
