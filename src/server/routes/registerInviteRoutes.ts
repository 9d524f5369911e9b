import type { FastifyInstance } from 'fastify'
import { checkInviteBinding } from '../../domain/invite/checkInviteBinding'
import { InviteRejectedError } from '../../domain/invite/InviteRejectedError'
import { inviteMessage } from '../../domain/invite/inviteMessage'
import type { Invitations } from '../../ports/Invitations'
import type { SignedMessageVerifier } from '../../ports/SignedMessageVerifier'
import { ApiFailure } from '../http/ApiFailure'
import { parseAddressParam } from '../http/parseAddressParam'
import type { WindowRateLimiter } from '../http/WindowRateLimiter'
import { ADDRESS_SCHEMA } from './addressSchema'

/** The bindings repository, the personal_sign verifier and the per-IP and per-address limiters. */
export interface InviteRoutesDeps {
  invitations: Invitations
  verifier: SignedMessageVerifier
  perIp: WindowRateLimiter
  perAddress: WindowRateLimiter
}

const STATUS_BY_REJECTION = { 'self-invite': 400, cycle: 409, 'already-bound': 409, 'bad-signature': 403 } as const

/**
 * GET /api/player-invite/{address}/{inviterAddress}?signature=: binds the inviter once the invitee proves the
 * address is theirs with a personal_sign signature of `inviteMessage(address, inviterAddress)`. Rate-limited
 * per IP and per invitee address.
 */
export function registerInviteRoutes(app: FastifyInstance, deps: InviteRoutesDeps): void {
  app.get<{ Params: { address: string; inviterAddress: string }; Querystring: { signature: string } }>(
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
          properties: { signature: { type: 'string', pattern: '^0x[0-9a-fA-F]{130}$' } },
          required: ['signature'],
        },
      },
    },
    async (request, reply) => {
      const address = parseAddressParam('address', request.params.address)
      const inviter = parseAddressParam('inviterAddress', request.params.inviterAddress)
      const wait = Math.max(deps.perIp.take(`ip:${request.ip}`), deps.perAddress.take(`address:${address}`))
      if (wait > 0) {
        reply.header('retry-after', String(wait))
        throw new ApiFailure(429, `Too many invitation requests: try again in ${wait} s`)
      }
      const { signature } = request.query
      if ((await deps.invitations.inviterOf(address)) !== undefined) {
        // checked before the (costly) signature recovery; the binding itself re-checks inside its transaction
        throw new ApiFailure(409, 'This address already has an inviter; the first binding stays')
      }
      if (deps.verifier.recoverSigner(inviteMessage(address, inviter), signature) !== address) {
        throw new ApiFailure(
          403,
          'The signature does not prove this address: sign the invitation message with the invitee wallet',
          { address },
        )
      }
      try {
        await deps.invitations.bind(address, inviter, signature.toLowerCase(), checkInviteBinding)
      } catch (error) {
        if (error instanceof InviteRejectedError) throw new ApiFailure(STATUS_BY_REJECTION[error.reason], error.message)
        if (isUniqueViolation(error)) {
          throw new ApiFailure(409, 'This address already has an inviter; the first binding stays')
        }
        throw error
      }
      return { code: 0, msg: 'ok', data: { address, inviter } }
    },
  )
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}
