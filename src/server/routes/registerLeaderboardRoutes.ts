import type { FastifyInstance } from 'fastify'
import { parsePageParam } from '../http/parsePageParam'
import type { DirectorLeaderboard } from '../programmes/DirectorLeaderboard'
import { INTEGER_STRING_SCHEMA } from './integerStringSchema'
import { sendEnvelope } from './sendEnvelope'

/** The leaderboard and the chains served. */
export interface LeaderboardRoutesDeps {
  leaderboard: DirectorLeaderboard
  chains: readonly number[]
}

/**
 * `get-name-list?chainId&page`: the directors' leaderboard (spec sections 1, 2 and 9) in the `{code, msg, data}`
 * envelope: the latest daily snapshot's day, cut-off time (seconds) and time zone, and a page of its ranks (rank,
 * address, status, voucher in weighted LP wei).
 */
export function registerLeaderboardRoutes(app: FastifyInstance, deps: LeaderboardRoutesDeps): void {
  const chainId = { type: 'string', enum: deps.chains.map(String) }
  app.get<{ Querystring: { chainId: string; page?: string } }>(
    '/api/get-name-list',
    {
      schema: {
        querystring: { type: 'object', properties: { chainId, page: INTEGER_STRING_SCHEMA }, required: ['chainId'] },
      },
    },
    async (request, reply) => {
      const page = parsePageParam(request.query.page)
      const data = await deps.leaderboard.nameList(Number(request.query.chainId), page)
      return sendEnvelope(reply, data)
    },
  )
}
