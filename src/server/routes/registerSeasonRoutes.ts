import type { FastifyInstance } from 'fastify'
import { bigintJson } from '../http/bigintJson'
import { parseAddressParam } from '../http/parseAddressParam'
import { parseIntegerParam } from '../http/parseIntegerParam'
import type { SeasonReadModel } from '../programmes/SeasonReadModel'
import { ADDRESS_SCHEMA } from './addressSchema'
import { INTEGER_STRING_SCHEMA } from './integerStringSchema'

/** The season views and the chains served. */
export interface SeasonRoutesDeps {
  seasons: SeasonReadModel
  chains: readonly number[]
}

const JSON_TYPE = 'application/json; charset=utf-8'
/** Pages beyond this are refused rather than scanned. */
const MAX_PAGE = 100_000

/**
 * The season endpoints of spec section 7, each keyed by chain (`chainId`, required) and answering the `{code, msg,
 * data}` envelope: `get-season-data/{address}`, `get-season-energy-log/{address}?page` and
 * `get-season-my-invite-sum/{3|4}/{address}?page` (3: direct friends, 4: diffused).
 */
export function registerSeasonRoutes(app: FastifyInstance, deps: SeasonRoutesDeps): void {
  const chainId = { type: 'string', enum: deps.chains.map(String) }
  const send = (reply: { type(t: string): { send(body: string): unknown } }, data: unknown) =>
    reply.type(JSON_TYPE).send(bigintJson({ code: 0, msg: 'ok', data }))
  const addressParams = { type: 'object', properties: { address: ADDRESS_SCHEMA }, required: ['address'] }
  const pagedQuery = {
    type: 'object',
    properties: { chainId, page: INTEGER_STRING_SCHEMA },
    required: ['chainId'],
  }
  const page = (value: string | undefined) => parseIntegerParam('page', value, { min: 1, max: MAX_PAGE, fallback: 1 })

  app.get<{ Params: { address: string }; Querystring: { chainId: string } }>(
    '/api/get-season-data/:address',
    {
      schema: {
        params: addressParams,
        querystring: { type: 'object', properties: { chainId }, required: ['chainId'] },
      },
    },
    async (request, reply) => {
      const address = parseAddressParam('address', request.params.address)
      return send(reply, await deps.seasons.seasonData(Number(request.query.chainId), address))
    },
  )

  app.get<{ Params: { address: string }; Querystring: { chainId: string; page?: string } }>(
    '/api/get-season-energy-log/:address',
    { schema: { params: addressParams, querystring: pagedQuery } },
    async (request, reply) => {
      const address = parseAddressParam('address', request.params.address)
      const { chainId: chain, page: text } = request.query
      return send(reply, await deps.seasons.energyLog(Number(chain), address, page(text)))
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
      return send(reply, await deps.seasons.inviteSum(Number(chain), address, kind, page(text)))
    },
  )
}
