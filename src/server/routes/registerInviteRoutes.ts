import type { FastifyInstance, FastifyReply } from 'fastify'
import { ChainNodeUnavailableError } from '../../domain/errors/ChainNodeUnavailableError'
import { InviteChainNotServedError } from '../../domain/errors/InviteChainNotServedError'
import { InviterAlreadyBoundError } from '../../domain/errors/InviterAlreadyBoundError'
import { InviteSignatureMismatchError } from '../../domain/errors/InviteSignatureMismatchError'
import { checkInviteBinding } from '../../domain/invite/checkInviteBinding'
import { checkInviteExpiry } from '../../domain/invite/checkInviteExpiry'
import { checkInviter } from '../../domain/invite/checkInviter'
import { inviteMessage } from '../../domain/invite/inviteMessage'
import type { AccountCode } from '../../ports/AccountCode'
import type { Clock } from '../../ports/Clock'
import type { Invitations } from '../../ports/Invitations'
import type { SignedMessageVerifier } from '../../ports/SignedMessageVerifier'
import { ApiFailure } from '../http/ApiFailure'
import { parseAddressParam } from '../http/parseAddressParam'
import { parseIntegerParam } from '../http/parseIntegerParam'
import type { WindowRateLimiter } from '../http/WindowRateLimiter'
import { ADDRESS_SCHEMA } from './addressSchema'
import { INTEGER_STRING_SCHEMA } from './integerStringSchema'

/**
 * The bindings repository, the personal_sign verifier, the chains' code (a contract is no inviter), the limiters, the
 * served chains and the clock (expiry).
 */
export interface InviteRoutesDeps {
  invitations: Invitations
  verifier: SignedMessageVerifier
  code: AccountCode
  perIp: WindowRateLimiter
  perAddress: WindowRateLimiter
  chains: readonly number[]
  clock: Clock
}

/** Unix seconds far beyond any expiry the domain accepts; larger values are malformed. */
const MAX_EXPIRES = 2 ** 40

/**
 * GET /api/player-invite/{address}/{inviterAddress}?signature=&chainId=&expires=: binds the inviter once the invitee
 * proves the address is theirs with a personal_sign signature of `inviteMessage({invitee, inviter, chainId,
 * expiresAt})` that has not expired, and the inviter passes checkInviter (not the zero address, not the invitee, no
 * contract on the signed chain: read from its node only for a proven request). Rate-limited per IP (checked first)
 * and per invitee address (counted only once a signature proves it). Nothing about the address's binding is said
 * before its signature verifies.
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
      if (!deps.chains.includes(chainId)) throw new InviteChainNotServedError(chainId, deps.chains)
      const expiresAt = parseIntegerParam('expires', request.query.expires, { min: 0, max: MAX_EXPIRES })
      const ipWait = deps.perIp.take(`ip:${request.ip}`) // first: a refused request costs no recovery
      if (ipWait > 0) tooMany(reply, ipWait)
      const addressKey = `address:${invitee}`
      const addressWait = deps.perAddress.check(addressKey)
      if (addressWait > 0) tooMany(reply, addressWait)
      try {
        checkInviteExpiry(expiresAt, Math.floor(deps.clock.now() / 1000))
        const terms = { invitee, inviter, chainId, expiresAt }
        if (deps.verifier.recoverSigner(inviteMessage(terms), request.query.signature) !== invitee) {
          throw new InviteSignatureMismatchError(invitee)
        }
        // counted only once the signature proves the address: junk signatures cannot lock its owner out
        const provenWait = deps.perAddress.take(addressKey)
        if (provenWait > 0) tooMany(reply, provenWait)
        await checkInviter(terms, {
          hasCode: (chain, address) =>
            deps.code.hasCode(chain, address).catch((cause: unknown) => {
              throw new ChainNodeUnavailableError(chain, cause)
            }),
        })
        // whether it is bound already is told only now, to the proven owner (inside the binding's transaction)
        await deps.invitations.bind({ ...terms, signature: request.query.signature.toLowerCase() }, checkInviteBinding)
      } catch (error) {
        if (isUniqueViolation(error)) throw new InviterAlreadyBoundError(error)
        throw error
      }
      return { code: 0, msg: 'ok', data: { address: invitee, inviter } }
    },
  )
}

function tooMany(reply: FastifyReply, wait: number): never {
  reply.header('retry-after', String(wait))
  throw new ApiFailure(429, `Too many invitation requests: try again in ${wait} s`)
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}
