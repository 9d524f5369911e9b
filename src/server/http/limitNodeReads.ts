import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import { ApiFailure } from './ApiFailure'
import type { WindowRateLimiter } from './WindowRateLimiter'

/**
 * The routes whose answer asks a chain's node (LP supplies, rewards paid, the converter's terms, balances, withdrawal
 * counts, an inviter's code): each request costs the node a call, so each is limited per IP (FOMO_RATE_LIMIT_NODE_IP) on top of any limit
 * of its own. A route added that reads a node belongs here.
 */
export const NODE_READ_ROUTES: readonly string[] = [
  '/api/get-addr-lp/:address',
  '/api/lp-config-info',
  '/api/get-lp-current-regular/:address',
  '/api/get-lp-reward-amount/:address',
  '/api/draw-lp-reward/:address/:rewardToken',
  '/api/get-swap-dk-convert-config',
  '/api/token-release/do-withdraw/:address',
  '/api/get-convert-config/:address',
  '/api/get-convert-currency-data/:address/:recipientWallet/:amount/:chainName/:tokenSymbol',
  '/api/draw-lp-ext-reward/:address',
  '/api/player/do-spread-reward-withdrawal/:address/:inviterOrTop',
  '/api/player-invite/:address/:inviterAddress',
]

/**
 * Limits the NODE_READ_ROUTES per client IP (`request.ip`: the peer, or with trusted proxies the client their
 * X-Forwarded-For names): over the limit a request is answered 429 in the envelope, with Retry-After, before it reaches
 * the node. The hook is added to those routes alone as they are registered (register this before the routes), so the
 * other routes' answers, the cached market reads among them, do not run it.
 */
export function limitNodeReads(app: FastifyInstance, perIp: WindowRateLimiter): void {
  const limited = new Set(NODE_READ_ROUTES)
  const limit: onRequestHookHandler = (request, reply, done) => {
    const wait = perIp.take(`ip:${request.ip}`)
    if (wait === 0) return done()
    reply.header('retry-after', String(wait))
    done(new ApiFailure(429, `Too many requests that read the chains: try again in ${wait} s`))
  }
  app.addHook('onRoute', (route) => {
    if (!limited.has(route.url)) return
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat()
    route.onRequest = [limit, ...own]
  })
}
