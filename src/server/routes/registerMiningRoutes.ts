import type { FastifyInstance } from 'fastify'
import type { RewardVoucherService } from '../../domain/rewards/RewardVoucherService'
import { parseAddressParam } from '../http/parseAddressParam'
import { refuseOverLimit } from '../http/refuseOverLimit'
import type { WindowRateLimiter } from '../http/WindowRateLimiter'
import type { MiningReadModel } from '../programmes/MiningReadModel'
import { ADDRESS_PARAMS_SCHEMA } from './addressParamsSchema'
import { ADDRESS_SCHEMA } from './addressSchema'
import { rewardVoucherAnswer } from './rewardVoucherAnswer'
import { sendEnvelope } from './sendEnvelope'

/** The mining views, the chains served and the limiter of voucher requests. */
export interface MiningRoutesDeps {
  mining: MiningReadModel
  vouchers: RewardVoucherService
  chains: readonly number[]
  vouchersPerIp: WindowRateLimiter
}

/**
 * The LP-mining endpoints of spec section 7, each keyed by chain (`chainId`, required) and answering the `{code, msg,
 * data}` envelope: `get-addr-lp`, `lp-config-info`, `get-lp-current-regular`, `get-lp-reward-amount` and
 * `draw-lp-reward` (a signed cumulative voucher, rate-limited per IP).
 */
export function registerMiningRoutes(app: FastifyInstance, deps: MiningRoutesDeps): void {
  const chainSchema = { type: 'string', enum: deps.chains.map(String) }
  const tokenQuery = {
    type: 'object',
    properties: { token: ADDRESS_SCHEMA, chainId: chainSchema },
    required: ['token', 'chainId'],
  }

  app.get<{ Params: { address: string }; Querystring: { switchPersonal: 'yes' | 'no'; chainId: string } }>(
    '/api/get-addr-lp/:address',
    {
      schema: {
        params: ADDRESS_PARAMS_SCHEMA,
        querystring: {
          type: 'object',
          properties: { switchPersonal: { type: 'string', enum: ['yes', 'no'], default: 'no' }, chainId: chainSchema },
          required: ['chainId'],
        },
      },
    },
    async (request, reply) => {
      const address = parseAddressParam('address', request.params.address)
      const { chainId, switchPersonal } = request.query
      return sendEnvelope(reply, await deps.mining.pools(Number(chainId), address, switchPersonal === 'yes'))
    },
  )

  app.get<{ Querystring: { token: string; chainId: string } }>(
    '/api/lp-config-info',
    { schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const token = parseAddressParam('token', request.query.token)
      return sendEnvelope(reply, await deps.mining.lockConfig(Number(request.query.chainId), token))
    },
  )

  // an account's view of one LP token's pool (`?token=&chainId=`)
  const accountTokenView = (
    path: string,
    read: (chainId: number, address: string, token: string) => Promise<unknown>,
  ) =>
    app.get<{ Params: { address: string }; Querystring: { token: string; chainId: string } }>(
      path,
      { schema: { params: ADDRESS_PARAMS_SCHEMA, querystring: tokenQuery } },
      async (request, reply) => {
        const address = parseAddressParam('address', request.params.address)
        const token = parseAddressParam('token', request.query.token)
        return sendEnvelope(reply, await read(Number(request.query.chainId), address, token))
      },
    )
  accountTokenView('/api/get-lp-current-regular/:address', (chain, address, token) =>
    deps.mining.currentRegular(chain, address, token),
  )

  accountTokenView('/api/get-lp-reward-amount/:address', (chain, address, token) =>
    deps.mining.rewardAmount(chain, address, token),
  )

  app.get<{ Params: { address: string; rewardToken: string }; Querystring: { chainId: string } }>(
    '/api/draw-lp-reward/:address/:rewardToken',
    {
      schema: {
        params: {
          type: 'object',
          properties: { address: ADDRESS_SCHEMA, rewardToken: ADDRESS_SCHEMA },
          required: ['address', 'rewardToken'],
        },
        querystring: { type: 'object', properties: { chainId: chainSchema }, required: ['chainId'] },
      },
    },
    async (request, reply) => {
      refuseOverLimit(reply, deps.vouchersPerIp.take(`ip:${request.ip}`), 'reward requests')
      const address = parseAddressParam('address', request.params.address)
      const rewardToken = parseAddressParam('rewardToken', request.params.rewardToken)
      const voucher = await deps.vouchers.draw(Number(request.query.chainId), address, [rewardToken])
      return sendEnvelope(reply, rewardVoucherAnswer(voucher))
    },
  )
}
