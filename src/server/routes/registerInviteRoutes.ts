import type { FastifyInstance } from 'fastify'
import type { InvitationBindingService } from '../../domain/invite/InvitationBindingService'
import { parseAddressParam } from '../http/parseAddressParam'
import { parseIntegerParam } from '../http/parseIntegerParam'
import { refuseOverLimit } from '../http/refuseOverLimit'
import type { WindowRateLimiter } from '../http/WindowRateLimiter'
import { ADDRESS_SCHEMA } from './addressSchema'
import { INTEGER_STRING_SCHEMA } from './integerStringSchema'

/** The binding service and the limiters around it. */
export interface InviteRoutesDeps {
  bindings: InvitationBindingService
  perIp: WindowRateLimiter
  perAddress: WindowRateLimiter
}

/** Unix seconds far beyond any expiry the domain accepts; larger values are malformed. */
const MAX_EXPIRES = 2 ** 40
/** What the binding route's 429 says it had too many of: from the IP or for the address. */
const INVITATION_REQUESTS = 'invitation requests'

/**
 * GET /api/player-invite/{address}/{inviterAddress}?signature=&chainId=&expires=: binds the inviter
 * (InvitationBindingService.bind: the invitee's personal_sign signature of the terms, not expired, and an inviter that
 * passes checkInviter). Rate-limited per IP (checked first, before any signature is recovered) and per invitee address
 * (counted only once a signature proves it).
 */
export function registerInviteRoutes(app: FastifyInstance, deps: InviteRoutesDeps): void {
  app.get<{
    Params: { address: string; inviterAddress: string }
    Querystring: { signature: string; chainId: string; expires: string }
  }>(
    '/api/player-invite/:address/:inviterAddress',
    {
      schema: {
        params: {
          type: 'object',
          properties: { address: ADDRESS_SCHEMA, inviterAddress: ADDRESS_SCHEMA },
          required: ['address', 'inviterAddress'],
        },
        querystring: {
          type: 'object',
          properties: {
            signature: { type: 'string', pattern: '^0x[0-9a-fA-F]{130}$' },
            chainId: INTEGER_STRING_SCHEMA,
            expires: INTEGER_STRING_SCHEMA,
          },
          required: ['signature', 'chainId', 'expires'],
        },
      },
    },
    async (request, reply) => {
      const invitee = parseAddressParam('address', request.params.address)
      const inviter = parseAddressParam('inviterAddress', request.params.inviterAddress)
      const chainId = parseIntegerParam('chainId', request.query.chainId, { min: 1, max: Number.MAX_SAFE_INTEGER })
      const expiresAt = parseIntegerParam('expires', request.query.expires, { min: 0, max: MAX_EXPIRES })
      const addressKey = `address:${invitee}`
      await deps.bindings.bind(
        { invitee, inviter, chainId, expiresAt, signature: request.query.signature },
        {
          admit: () => {
            const ipWait = deps.perIp.take(`ip:${request.ip}`) // first: a refused request costs no recovery
            refuseOverLimit(reply, ipWait, INVITATION_REQUESTS)
            const addressWait = deps.perAddress.check(addressKey)
            refuseOverLimit(reply, addressWait, INVITATION_REQUESTS)
          },
          // counted only once the signature proves the address: junk signatures cannot lock its owner out
          proven: () => {
            const provenWait = deps.perAddress.take(addressKey)
            refuseOverLimit(reply, provenWait, INVITATION_REQUESTS)
          },
        },
      )
      return { code: 0, msg: 'ok', data: { address: invitee, inviter } }
    },
  )
}
