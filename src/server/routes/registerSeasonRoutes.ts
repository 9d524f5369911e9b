import type { FastifyInstance } from 'fastify'
import type { SeasonTitleService } from '../../domain/season/SeasonTitleService'
import type { SignedTitleVoucher } from '../../domain/season/titleVoucher'
import { parseAddressParam } from '../http/parseAddressParam'
import { parseIntegerParam } from '../http/parseIntegerParam'
import { parsePageParam } from '../http/parsePageParam'
import { refuseOverLimit } from '../http/refuseOverLimit'
import type { WindowRateLimiter } from '../http/WindowRateLimiter'
import type { SeasonReadModel } from '../programmes/SeasonReadModel'
import { ADDRESS_PARAMS_SCHEMA } from './addressParamsSchema'
import { ADDRESS_SCHEMA } from './addressSchema'
import { INTEGER_STRING_SCHEMA } from './integerStringSchema'
import { sendEnvelope } from './sendEnvelope'

/** The season views and the chains served. */
export interface SeasonRoutesDeps {
  seasons: SeasonReadModel
  titles: SeasonTitleService
  chains: readonly number[]
  /** Title vouchers a client may ask for per window. */
  vouchersPerIp: WindowRateLimiter
}

/**
 * The season endpoints of spec section 7, each keyed by chain (`chainId`, required) and answering the `{code, msg,
 * data}` envelope: `get-season-data/{address}`, `get-season-energy-log/{address}?page` and
 * `get-season-my-invite-sum/{3|4}/{address}?page` (3: direct friends, 4: diffused), `draw-season-reward/{address}/{1|2}`
 * (the title mint voucher) and `get-season-settlement/{season}` (a settled season, for `fomo season verify`).
 */
export function registerSeasonRoutes(app: FastifyInstance, deps: SeasonRoutesDeps): void {
  const kit = seasonRouteKit(app, deps)
  registerSeasonViewRoutes(kit)
  registerTitleVoucherRoute(kit)
  registerSettlementRoute(kit)
}

/** What every season route is built with: the app, its deps, the schemas, the envelope and the page parameter. */
type SeasonRouteKit = ReturnType<typeof seasonRouteKit>

function seasonRouteKit(app: FastifyInstance, deps: SeasonRoutesDeps) {
  const chainId = { type: 'string', enum: deps.chains.map(String) }
  const pagedQuery = {
    type: 'object',
    properties: { chainId, page: INTEGER_STRING_SCHEMA },
    required: ['chainId'],
  }
  return { app, deps, chainId, pagedQuery }
}

/** The reads of the season screens: the season panel, the energy log and the invitation sums, paged. */
function registerSeasonViewRoutes({ app, deps, chainId, pagedQuery }: SeasonRouteKit) {
  app.get<{ Params: { address: string }; Querystring: { chainId: string } }>(
    '/api/get-season-data/:address',
    {
      schema: {
        params: ADDRESS_PARAMS_SCHEMA,
        querystring: { type: 'object', properties: { chainId }, required: ['chainId'] },
      },
    },
    async (request, reply) => {
      const address = parseAddressParam('address', request.params.address)
      return sendEnvelope(reply, await deps.seasons.seasonData(Number(request.query.chainId), address))
    },
  )

  app.get<{ Params: { address: string }; Querystring: { chainId: string; page?: string } }>(
    '/api/get-season-energy-log/:address',
    { schema: { params: ADDRESS_PARAMS_SCHEMA, querystring: pagedQuery } },
    async (request, reply) => {
      const address = parseAddressParam('address', request.params.address)
      const { chainId: chain, page: text } = request.query
      return sendEnvelope(reply, await deps.seasons.energyLog(Number(chain), address, parsePageParam(text)))
    },
  )

  app.get<{ Params: { type: '3' | '4'; address: string }; Querystring: { chainId: string; page?: string } }>(
    '/api/get-season-my-invite-sum/:type/:address',
    {
      schema: {
        params: {
          type: 'object',
          properties: { type: { type: 'string', enum: ['3', '4'] }, address: ADDRESS_SCHEMA },
          required: ['type', 'address'],
        },
        querystring: pagedQuery,
      },
    },
    async (request, reply) => {
      const address = parseAddressParam('address', request.params.address)
      const kind = request.params.type === '3' ? 3 : 4
      const { chainId: chain, page: text } = request.query
      return sendEnvelope(reply, await deps.seasons.inviteSum(Number(chain), address, kind, parsePageParam(text)))
    },
  )
}

/** The title mint voucher, signed by SeasonTitleService and rate-limited per IP as the other vouchers are. */
function registerTitleVoucherRoute({ app, deps, chainId }: SeasonRouteKit) {
  app.get<{ Params: { address: string; tier: '1' | '2' }; Querystring: { chainId: string } }>(
    '/api/draw-season-reward/:address/:tier',
    {
      schema: {
        params: {
          type: 'object',
          properties: { address: ADDRESS_SCHEMA, tier: { type: 'string', enum: ['1', '2'] } },
          required: ['address', 'tier'],
        },
        querystring: { type: 'object', properties: { chainId }, required: ['chainId'] },
      },
    },
    async (request, reply) => {
      refuseOverLimit(reply, deps.vouchersPerIp.take(`ip:${request.ip}`), 'title requests')
      const address = parseAddressParam('address', request.params.address)
      const tier = request.params.tier === '1' ? 1 : 2
      return sendEnvelope(reply, titleAnswer(await deps.titles.draw(Number(request.query.chainId), address, tier)))
    },
  )
}

/** A settled season as the server settled it, for `fomo season verify` to recompute from the chain. */
function registerSettlementRoute({ app, deps, chainId }: SeasonRouteKit) {
  app.get<{ Params: { season: string }; Querystring: { chainId: string } }>(
    '/api/get-season-settlement/:season',
    {
      schema: {
        params: { type: 'object', properties: { season: INTEGER_STRING_SCHEMA }, required: ['season'] },
        querystring: { type: 'object', properties: { chainId }, required: ['chainId'] },
      },
    },
    async (request, reply) => {
      const season = parseIntegerParam('season', request.params.season, { min: 1, max: 2 ** 32 - 1, fallback: 1 })
      return sendEnvelope(reply, await deps.seasons.settlement(Number(request.query.chainId), season))
    },
  )
}

/** `draw-season-reward`'s answer: the signed mint voucher in the spec's names. */
function titleAnswer(signed: SignedTitleVoucher) {
  const { nftContract, account, season, tier, deadline, v, r, s, signature } = signed
  return { nft_contract_address: nftContract, account, season, tier, deadline, v, r, s, signature }
}
