import type { FastifyInstance } from 'fastify'
import type { BridgeCollectionService } from '../../domain/bridge/BridgeCollectionService'
import { BridgeConsentRequiredError } from '../../domain/errors/BridgeConsentRequiredError'
import type { BridgeSignatureView } from '../../ports/BridgeApi'
import { ApiFailure } from '../http/ApiFailure'
import { parseChainNameParam } from '../http/bridgeChainNames'
import { parseAddressParam } from '../http/parseAddressParam'
import { parseIntegerParam } from '../http/parseIntegerParam'
import { parsePageParam } from '../http/parsePageParam'
import { refuseOverLimit } from '../http/refuseOverLimit'
import type { WindowRateLimiter } from '../http/WindowRateLimiter'
import type { BridgeReadModel } from '../programmes/BridgeReadModel'
import { ADDRESS_PARAMS_SCHEMA } from './addressParamsSchema'
import { ADDRESS_SCHEMA } from './addressSchema'
import { INTEGER_STRING_SCHEMA } from './integerStringSchema'
import { sendEnvelope } from './sendEnvelope'

/** The bridge views and the limiters of the requests that write (a signature's reservation, an early return). */
export interface BridgeRoutesDeps {
  bridge: BridgeReadModel
  collections: BridgeCollectionService
  signaturesPerIp: WindowRateLimiter
  /** Signatures per sender, counted only once the sender's consent proves the request is the sender's. */
  signaturesPerAddress: WindowRateLimiter
}

const CODE_SCHEMA = Object.freeze({ type: 'string', minLength: 66, maxLength: 66, pattern: '^0x[0-9a-fA-F]{64}$' })
/** A decimal amount in whole token units ("1.5"); its digits and decimals are checked by the read model. */
const AMOUNT_SCHEMA = Object.freeze({ type: 'string', minLength: 1, maxLength: 100 })
const CHAIN_NAME_SCHEMA = Object.freeze({ type: 'string', minLength: 2, maxLength: 4 })
const SYMBOL_SCHEMA = Object.freeze({ type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9]+$' })
/** The sender's consent (bridgeConsent): its EIP-712 signature, nonce (a uint256 in decimal) and deadline. */
const CONSENT_QUERY_SCHEMA = Object.freeze({
  type: 'object',
  properties: {
    signature: { type: 'string', pattern: '^0x[0-9a-fA-F]{130}$' },
    nonce: { type: 'string', pattern: '^(0|[1-9][0-9]{0,77})$' },
    deadline: INTEGER_STRING_SCHEMA,
  },
})
/** The consent's nonce is a uint256 (larger is malformed); a deadline past 2**40 s is beyond any the check accepts. */
const MAX_NONCE = 2n ** 256n - 1n
const MAX_DEADLINE = 2 ** 40

/**
 * The bridge endpoints of spec section 7 and issue 16, answering the `{code, msg, data}` envelope: `get-convert-config`
 * (each chain's terms and the address's quota), `get-convert-currency-data` (with the sender's consent as the query,
 * `?signature=&nonce=&deadline=` — checked before anything is read or reserved — reserves the quota and signs the
 * collection; rate-limited per IP, and per sender once the consent proves it), `return-convert-currency-limit` (an
 * early return of a code that can no longer land; rate-limited too), `get-convert-logs` (paged from 1) and
 * `get-convert-status` (one transfer's delivery status).
 */
export function registerBridgeRoutes(app: FastifyInstance, deps: BridgeRoutesDeps): void {
  const kit = bridgeRouteKit(app, deps)
  registerBridgeViewRoutes(kit)
  registerCollectionRoutes(kit)
}

/** What every bridge route is built with: the app, its deps, the envelope, the limits and the address schema. */
type BridgeRouteKit = ReturnType<typeof bridgeRouteKit>

function bridgeRouteKit(app: FastifyInstance, deps: BridgeRoutesDeps) {
  const limit = (key: string, reply: { header(name: string, value: string): unknown }) => {
    const limiter = key.startsWith('ip:') ? deps.signaturesPerIp : deps.signaturesPerAddress
    refuseOverLimit(reply, limiter.take(key), 'bridge requests')
  }
  return { app, deps, limit }
}

/** The views: each chain's terms with the address's quota, the records and one transfer's status. */
function registerBridgeViewRoutes({ app, deps }: BridgeRouteKit) {
  app.get<{ Params: { address: string } }>(
    '/api/get-convert-config/:address',
    { schema: { params: ADDRESS_PARAMS_SCHEMA } },
    async (request, reply) =>
      sendEnvelope(reply, await deps.bridge.config(parseAddressParam('address', request.params.address))),
  )

  app.get<{ Params: { address: string }; Querystring: { page?: string } }>(
    '/api/get-convert-logs/:address',
    {
      schema: {
        params: ADDRESS_PARAMS_SCHEMA,
        querystring: { type: 'object', properties: { page: INTEGER_STRING_SCHEMA } },
      },
    },
    async (request, reply) => {
      const address = parseAddressParam('address', request.params.address)
      const page = parsePageParam(request.query.page)
      return sendEnvelope(reply, await deps.bridge.logs(address, page))
    },
  )

  app.get<{ Params: { code: string } }>(
    '/api/get-convert-status/:code',
    { schema: { params: { type: 'object', properties: { code: CODE_SCHEMA }, required: ['code'] } } },
    async (request, reply) => sendEnvelope(reply, await deps.bridge.status(request.params.code.toLowerCase())),
  )
}

/** The writes, rate-limited: a signed collection that reserves quota, and a code's early return. */
function registerCollectionRoutes({ app, deps, limit }: BridgeRouteKit) {
  app.get<{
    Params: { address: string; recipientWallet: string; amount: string; chainName: string; tokenSymbol: string }
    Querystring: { signature?: string; nonce?: string; deadline?: string }
  }>(
    '/api/get-convert-currency-data/:address/:recipientWallet/:amount/:chainName/:tokenSymbol',
    {
      schema: {
        params: {
          type: 'object',
          properties: {
            address: ADDRESS_SCHEMA,
            recipientWallet: ADDRESS_SCHEMA,
            amount: AMOUNT_SCHEMA,
            chainName: CHAIN_NAME_SCHEMA,
            tokenSymbol: SYMBOL_SCHEMA,
          },
          required: ['address', 'recipientWallet', 'amount', 'chainName', 'tokenSymbol'],
        },
        querystring: CONSENT_QUERY_SCHEMA,
      },
    },
    async (request, reply) => {
      limit(`ip:${request.ip}`, reply)
      const { params, query } = request
      const sender = parseAddressParam('address', params.address)
      const recipient = parseAddressParam('recipientWallet', params.recipientWallet)
      if (query.signature === undefined || query.nonce === undefined || query.deadline === undefined) {
        throw new BridgeConsentRequiredError(sender)
      }
      const nonce = BigInt(query.nonce)
      if (nonce > MAX_NONCE) throw new ApiFailure(400, 'Invalid nonce: a uint256, in decimal')
      const deadline = parseIntegerParam('deadline', query.deadline, { min: 0, max: MAX_DEADLINE })
      const consent = { signature: query.signature.toLowerCase(), nonce, deadline }
      const targetChainId = parseChainNameParam(params.chainName)
      const consented = await deps.collections.consent({
        sender,
        recipient,
        amountText: params.amount,
        targetChainId,
        symbolText: params.tokenSymbol,
        consent,
      })
      limit(`address:${sender}`, reply) // counted once the consent proves the request is the sender's
      return sendEnvelope(reply, collectionAnswer(await deps.collections.sign(consented)))
    },
  )

  app.get<{ Params: { address: string; recipientWallet: string; code: string } }>(
    '/api/return-convert-currency-limit/:address/:recipientWallet/:code',
    {
      schema: {
        params: {
          type: 'object',
          properties: { address: ADDRESS_SCHEMA, recipientWallet: ADDRESS_SCHEMA, code: CODE_SCHEMA },
          required: ['address', 'recipientWallet', 'code'],
        },
      },
    },
    async (request, reply) => {
      limit(`ip:${request.ip}`, reply)
      const sender = parseAddressParam('address', request.params.address)
      const recipient = parseAddressParam('recipientWallet', request.params.recipientWallet)
      return sendEnvelope(
        reply,
        await deps.collections.returnQuota(sender, recipient, request.params.code.toLowerCase()),
      )
    },
  )
}

/** `get-convert-currency-data`'s answer: the signed collection in the spec's names. */
function collectionAnswer(signed: BridgeSignatureView) {
  return {
    total_amount: signed.totalAmount,
    destroy_amount: signed.destroyAmount,
    destroy_address: signed.destroyAddress,
    fee: signed.fee,
    payout: signed.payout,
    deadline: signed.deadline,
    code: signed.code,
    nonce: signed.nonce,
    v: signed.v,
    r: signed.r,
    s: signed.s,
    token: signed.token,
    source_chain_id: signed.sourceChainId,
    target_chain_id: signed.targetChainId,
    convert_tool_contract: signed.bridge,
    quota_amount: signed.quotaAmount,
  }
}
