import type { FastifyInstance } from 'fastify'
import type { ReleaseWithdrawalService, SignedReleaseWithdrawal } from '../../domain/release/ReleaseWithdrawalService'
import { parseAddressParam } from '../http/parseAddressParam'
import { parsePageParam } from '../http/parsePageParam'
import { refuseOverLimit } from '../http/refuseOverLimit'
import type { WindowRateLimiter } from '../http/WindowRateLimiter'
import type { ExchangeReadModel } from '../programmes/ExchangeReadModel'
import { ADDRESS_PARAMS_SCHEMA } from './addressParamsSchema'
import { INTEGER_STRING_SCHEMA } from './integerStringSchema'
import { sendEnvelope } from './sendEnvelope'

/** The exchange views, the chains served and the limiter of signed-withdrawal requests. */
export interface ExchangeRoutesDeps {
  exchange: ExchangeReadModel
  releaseWithdrawals: ReleaseWithdrawalService
  chains: readonly number[]
  withdrawalsPerIp: WindowRateLimiter
}

/**
 * The dog-token exchange, HJW and release endpoints of spec section 7, answering the `{code, msg, data}` envelope:
 * `get-swap-dk-convert-config` and `get-swap-dk-convert-logs` (keyed by `chainId`, required), `get-hjw-invest-logs`
 * (the HJW records, from the investment chain), `token-release/get-withdraw-logs` (the release withdrawals, from the
 * withdraw chain), `token-release/get-base-info` and `token-release/do-withdraw` (a
 * signed withdrawal, rate-limited per IP).
 */
export function registerExchangeRoutes(app: FastifyInstance, deps: ExchangeRoutesDeps): void {
  const chainId = { type: 'string', enum: deps.chains.map(String) }

  app.get<{ Querystring: { chainId: string } }>(
    '/api/get-swap-dk-convert-config',
    { schema: { querystring: { type: 'object', properties: { chainId }, required: ['chainId'] } } },
    async (request, reply) => sendEnvelope(reply, await deps.exchange.dkConfig(Number(request.query.chainId))),
  )

  app.get<{ Params: { address: string }; Querystring: { chainId: string; page?: string } }>(
    '/api/get-swap-dk-convert-logs/:address',
    {
      schema: {
        params: ADDRESS_PARAMS_SCHEMA,
        querystring: { type: 'object', properties: { chainId, page: INTEGER_STRING_SCHEMA }, required: ['chainId'] },
      },
    },
    async (request, reply) => {
      const address = parseAddressParam('address', request.params.address)
      const { chainId: chain, page: text } = request.query
      return sendEnvelope(reply, await deps.exchange.dkLogs(Number(chain), address, parsePageParam(text)))
    },
  )

  // an address's records, page by page (`?page=`, from 1)
  const addressPages = (path: string, read: (address: string, page: number) => Promise<unknown>) =>
    app.get<{ Params: { address: string }; Querystring: { page?: string } }>(
      path,
      {
        schema: {
          params: ADDRESS_PARAMS_SCHEMA,
          querystring: { type: 'object', properties: { page: INTEGER_STRING_SCHEMA } },
        },
      },
      async (request, reply) =>
        sendEnvelope(
          reply,
          await read(parseAddressParam('address', request.params.address), parsePageParam(request.query.page)),
        ),
    )
  addressPages('/api/get-hjw-invest-logs/:address', (address, at) => deps.exchange.investmentLogs(address, at))

  addressPages('/api/token-release/get-withdraw-logs/:address', (address, at) =>
    deps.exchange.releaseWithdrawLogs(address, at),
  )

  app.get<{ Params: { address: string } }>(
    '/api/token-release/get-base-info/:address',
    { schema: { params: ADDRESS_PARAMS_SCHEMA } },
    async (request, reply) =>
      sendEnvelope(reply, await deps.exchange.releaseInfo(parseAddressParam('address', request.params.address))),
  )

  app.get<{ Params: { address: string } }>(
    '/api/token-release/do-withdraw/:address',
    { schema: { params: ADDRESS_PARAMS_SCHEMA } },
    async (request, reply) => {
      refuseOverLimit(reply, deps.withdrawalsPerIp.take(`ip:${request.ip}`), 'withdrawal requests')
      const account = parseAddressParam('address', request.params.address)
      return sendEnvelope(reply, withdrawalAnswer(await deps.releaseWithdrawals.withdraw(account)))
    },
  )
}

/** `token-release/do-withdraw`'s answer: the signed withdrawal in the spec's names. */
function withdrawalAnswer(signed: SignedReleaseWithdrawal) {
  return {
    withdraw_chain_id: signed.chainId,
    withdraw_contract_address: signed.contract,
    account: signed.account,
    historicalWithdrawalNumber: signed.historicalWithdrawalNumber,
    tokenAddress: signed.token,
    amount: signed.amount,
    deadline: signed.deadline,
    v: signed.v,
    r: signed.r,
    s: signed.s,
    signature: signed.signature,
  }
}
