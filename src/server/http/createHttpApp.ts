import cors from '@fastify/cors'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify'
import { DatabaseUnavailableError } from '../../adapters/db/DatabaseUnavailableError'
import { FomoError } from '../../domain/errors/FomoError'
import { answerClientError } from './answerClientError'
import { bigintJson } from './bigintJson'
import { answerOf } from './domainErrorAnswers'
import { failureCauses } from './failureCauses'
import { isNodeFailure } from './isNodeFailure'
import { refuseUnservedRequests } from './refuseUnservedRequests'

/** The largest request head (request line and headers) read; a larger one is answered 431. */
const MAX_HEADER_BYTES = 16 * 1024

/** The app's origin (CORS), log level and routes. */
export interface HttpAppOptions {
  appOrigin: string
  logLevel: string
  /** The longest a client may take to send a whole request (408 after), and a connection may stay silent (ms). */
  timeouts: { requestMs: number; connectionMs: number }
  /** Reverse proxies (addresses or CIDRs) whose X-Forwarded-For names the client (`request.ip`); none: the peer. */
  trustedProxies?: readonly string[]
  /** Registers the routes (one plugin per resource). */
  routes: (app: FastifyInstance) => void
}

/**
 * The Fastify instance every route runs in: JSON logs, CORS for the app's origin only, and the `{code, msg, data}`
 * envelope for every answer: validation failures are 400, the named errors as DOMAIN_ERROR_ANSWERS says (ApiFailures
 * with their own status), unknown paths 404, a database that does not answer 503, a chain node that does not 502
 * (neither naming a URL), another FomoError 400 with its message, anything unexpected a logged 500 that reveals
 * nothing. The HTTP layer's own refusals use it too: an over-long head (431), a malformed request (400), a missing
 * Host, a bare OPTIONS (400) and another method than GET (405).
 */
export async function createHttpApp(options: HttpAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    http: {
      requireHostHeader: false, // a missing Host gets the envelope (refuseUnservedRequests)
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: options.timeouts.requestMs, // slow clients (slowloris): the head, then the whole request
      requestTimeout: options.timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(options.timeouts.requestMs / 4)),
    },
    requestTimeout: options.timeouts.requestMs,
    // behind a reverse proxy every client would share its address (one rate-limit bucket): trust the named ones only
    trustProxy: options.trustedProxies?.length ? [...options.trustedProxies] : false,
    connectionTimeout: options.timeouts.connectionMs,
    clientErrorHandler: (error, socket) => answerClientError(error, socket, MAX_HEADER_BYTES),
    logger: { level: options.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    routerOptions: { maxParamLength: 1_000 }, // over-long parameters reach validation and get a message, not a 404
    // no coercion: every parameter is a string checked by its parser (a coerced `Infinity` once slipped past bounds)
    ajv: { customOptions: { coerceTypes: false, allErrors: false, removeAdditional: false } },
    frameworkErrors: (error, _request, reply) => {
      // a malformed URL (bad percent-encoding) never reaches a route
      ;(reply as unknown as FastifyReply)
        .code(400)
        .send({ code: 400, msg: `Bad request: ${error.message}`, data: null })
    },
  })
  app.setReplySerializer((payload) => bigintJson(payload))
  app.addHook('onRequest', refuseUnservedRequests) // before CORS: a bare OPTIONS is refused, not answered as text
  // callback hooks here and in the hooks every answer runs: an async one costs a promise and a turn per request
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff') // a JSON answer is never sniffed into HTML or script
    reply.header('referrer-policy', 'no-referrer')
    done(null, payload)
  })
  await app.register(cors, { origin: options.appOrigin, methods: ['GET'] })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const where = error.validationContext ?? 'request'
      return reply.code(400).send({ code: 400, msg: `Invalid ${where}: ${error.message}`, data: null })
    }
    const answer = answerOf(error) // the named errors' table (ApiFailure among them)
    if (answer) return reply.code(answer.status).send({ code: answer.status, msg: answer.message, data: null })
    // the database adapter says when the database is away; a node's timeout or refusal is not that
    if (failureCauses(error).some((cause) => cause instanceof DatabaseUnavailableError)) {
      request.log.warn({ err: error }, 'request failed: the database is unavailable')
      reply.header('retry-after', '5')
      return reply
        .code(503)
        .send({ code: 503, msg: 'Unavailable: the database does not answer; try again in a moment', data: null })
    }
    if (isNodeFailure(error)) {
      request.log.warn({ err: error }, 'request failed: a chain node did not answer')
      reply.header('retry-after', '5')
      return reply
        .code(502)
        .send({ code: 502, msg: 'Bad gateway: a chain node did not answer; try again in a moment', data: null })
    }
    if (error instanceof FomoError) {
      return reply.code(400).send({ code: 400, msg: error.message, data: null })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ code: status, msg: error.message, data: null })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ code: 500, msg: 'Internal server error: try again later', data: null })
  })
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ code: 404, msg: `Not found: ${request.method} ${request.url.slice(0, 200)}`, data: null })
  })
  options.routes(app)
  return app
}
