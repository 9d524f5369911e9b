import type { FastifyInstance } from 'fastify'
import type { BountyRewardService } from '../../domain/bounty/BountyRewardService'
import type { DailyRewardTab } from '../../domain/bounty/BountyViews'
import type { GameTypeFilter } from '../../domain/bounty/GameRound'
import type { Clock } from '../../ports/Clock'
import { parseAddressParam } from '../http/parseAddressParam'
import { parseIntegerParam } from '../http/parseIntegerParam'
import { parsePageParam } from '../http/parsePageParam'
import { refuseOverLimit } from '../http/refuseOverLimit'
import type { WindowRateLimiter } from '../http/WindowRateLimiter'
import type { BountyReadModel } from '../programmes/BountyReadModel'
import { ADDRESS_PARAMS_SCHEMA } from './addressParamsSchema'
import { ADDRESS_SCHEMA } from './addressSchema'
import { bountyAnswers } from './bountyAnswers'
import { INTEGER_STRING_SCHEMA } from './integerStringSchema'
import { rewardVoucherAnswer } from './rewardVoucherAnswer'
import { sendEnvelope } from './sendEnvelope'

/** The bounty views and the chains served. */
export interface BountyRoutesDeps {
  bounty: BountyReadModel
  rewards: BountyRewardService
  chains: readonly number[]
  /** Vouchers (and invite-task receipts) a client may ask for per window. */
  vouchersPerIp: WindowRateLimiter
  /** The default year and month of the team promotion table: the current UTC month. */
  clock: Clock
}

/** The years the team promotion table can be asked for. */
export const TEAM_PROMOTION_YEARS = { min: 2000, max: 2200 } as const

/**
 * The bounty endpoints of spec section 7 (issue 15), each keyed by chain (`chainId`, required) and answering the
 * `{code, msg, data}` envelope with what BountyViews' method of the same name returns, in spec §3's field names
 * (bountyAnswers): `get-ext-lp-panel/{address}`, `player-invite-task/4/{address}`,
 * `player-invite-task-succ/{taskId}/{address}` (receives a completed task: its credit, written once),
 * `player/offer-daily-reward/{address}/{1|2|3}`, `player/direct-game-reward-total/{address}`,
 * `player/node-game-task-state/{address}`, `player/spread-referrer-data/{address}?page&gameType=0|2|5` and
 * `player/spread-team-promotion-data/{address}?page&year&month`; and the distributor's cumulative vouchers
 * `draw-lp-ext-reward/{address}` and `player/do-spread-reward-withdrawal/{address}/{inviter|top}` (rate-limited per IP,
 * as `draw-lp-reward` is).
 */
export function registerBountyRoutes(app: FastifyInstance, deps: BountyRoutesDeps): void {
  const kit = bountyRouteKit(app, deps)
  registerBountyViewRoutes(kit)
  registerBountyRewardRoutes(kit)
}

/** What every bounty route is built with: the app, its deps, the schemas, the envelope and the voucher limit. */
type BountyRouteKit = ReturnType<typeof bountyRouteKit>

function bountyRouteKit(app: FastifyInstance, deps: BountyRoutesDeps) {
  const chainId = { type: 'string', enum: deps.chains.map(String) }
  const chainQuery = { type: 'object', properties: { chainId }, required: ['chainId'] }
  const limited = (ip: string, reply: { header(name: string, value: string): unknown }, what: string) =>
    refuseOverLimit(reply, deps.vouchersPerIp.take(`ip:${ip}`), `${what} requests`)
  /** The routes that take only the address. */
  const byAddress = (path: string, view: (chain: number, address: string) => Promise<unknown>) =>
    app.get<{ Params: { address: string }; Querystring: { chainId: string } }>(
      path,
      { schema: { params: ADDRESS_PARAMS_SCHEMA, querystring: chainQuery } },
      async (request, reply) => {
        const address = parseAddressParam('address', request.params.address)
        return sendEnvelope(reply, await view(Number(request.query.chainId), address))
      },
    )

  return { app, deps, chainId, chainQuery, limited, byAddress }
}

/** The views: what BountyViews' method of the same name returns, in the wire names (bountyAnswers). */
function registerBountyViewRoutes(kit: BountyRouteKit) {
  const { app, deps, chainQuery, byAddress } = kit
  byAddress('/api/get-ext-lp-panel/:address', async (chain, address) =>
    bountyAnswers.extLpPanel(await deps.bounty.extLpPanel(chain, address)),
  )
  byAddress('/api/player-invite-task/4/:address', async (chain, address) =>
    bountyAnswers.inviteTasks(await deps.bounty.inviteTasks(chain, address)),
  )
  byAddress('/api/player/direct-game-reward-total/:address', async (chain, address) =>
    bountyAnswers.directGameRewardTotal(await deps.bounty.directGameRewardTotal(chain, address)),
  )
  byAddress('/api/player/node-game-task-state/:address', async (chain, address) =>
    bountyAnswers.nodeGameTaskState(await deps.bounty.nodeGameTaskState(chain, address)),
  )

  app.get<{ Params: { address: string; tabIndex: '1' | '2' | '3' }; Querystring: { chainId: string } }>(
    '/api/player/offer-daily-reward/:address/:tabIndex',
    {
      schema: {
        params: {
          type: 'object',
          properties: { address: ADDRESS_SCHEMA, tabIndex: { type: 'string', enum: ['1', '2', '3'] } },
          required: ['address', 'tabIndex'],
        },
        querystring: chainQuery,
      },
    },
    async (request, reply) => {
      const address = parseAddressParam('address', request.params.address)
      const tab = Number(request.params.tabIndex) as DailyRewardTab
      return sendEnvelope(
        reply,
        bountyAnswers.dailyReward(await deps.bounty.dailyReward(Number(request.query.chainId), address, tab)),
      )
    },
  )
  registerSpreadReferrerRoute(kit)
  registerTeamPromotionRoute(kit)
}

/** A page of the referrer table, of one game or (gameType 0, the default) of all of them. */
function registerSpreadReferrerRoute({ app, deps, chainId }: BountyRouteKit) {
  app.get<{ Params: { address: string }; Querystring: { chainId: string; page?: string; gameType?: '0' | '2' | '5' } }>(
    '/api/player/spread-referrer-data/:address',
    {
      schema: {
        params: ADDRESS_PARAMS_SCHEMA,
        querystring: {
          type: 'object',
          properties: { chainId, page: INTEGER_STRING_SCHEMA, gameType: { type: 'string', enum: ['0', '2', '5'] } },
          required: ['chainId'],
        },
      },
    },
    async (request, reply) => {
      const address = parseAddressParam('address', request.params.address)
      const { chainId: chain, page: text, gameType = '0' } = request.query
      const filter = Number(gameType) as GameTypeFilter
      const rows = await deps.bounty.spreadReferrerData(Number(chain), address, parsePageParam(text), filter)
      return sendEnvelope(reply, bountyAnswers.spreadReferrerData(rows))
    },
  )
}

/** A page of a month's team promotion; year and month default to the clock's, in UTC, so they are read per request. */
function registerTeamPromotionRoute({ app, deps, chainId }: BountyRouteKit) {
  app.get<{
    Params: { address: string }
    Querystring: { chainId: string; page?: string; year?: string; month?: string }
  }>(
    '/api/player/spread-team-promotion-data/:address',
    {
      schema: {
        params: ADDRESS_PARAMS_SCHEMA,
        querystring: {
          type: 'object',
          properties: {
            chainId,
            page: INTEGER_STRING_SCHEMA,
            year: INTEGER_STRING_SCHEMA,
            month: INTEGER_STRING_SCHEMA,
          },
          required: ['chainId'],
        },
      },
    },
    async (request, reply) => {
      const address = parseAddressParam('address', request.params.address)
      const now = new Date(deps.clock.now())
      const year = parseIntegerParam('year', request.query.year, {
        ...TEAM_PROMOTION_YEARS,
        fallback: now.getUTCFullYear(),
      })
      const month = parseIntegerParam('month', request.query.month, {
        min: 1,
        max: 12,
        fallback: now.getUTCMonth() + 1,
      })
      const chain = Number(request.query.chainId)
      const rows = await deps.bounty.spreadTeamPromotionData(
        chain,
        address,
        parsePageParam(request.query.page),
        year,
        month,
      )
      return sendEnvelope(reply, bountyAnswers.spreadTeamPromotionData(rows))
    },
  )
}

/** The writes, rate-limited per IP: a received invite task and the distributor's cumulative vouchers. */
function registerBountyRewardRoutes({ app, deps, chainQuery, limited }: BountyRouteKit) {
  app.get<{ Params: { taskId: string; address: string }; Querystring: { chainId: string } }>(
    '/api/player-invite-task-succ/:taskId/:address',
    {
      schema: {
        params: {
          type: 'object',
          properties: { taskId: INTEGER_STRING_SCHEMA, address: ADDRESS_SCHEMA },
          required: ['taskId', 'address'],
        },
        querystring: chainQuery,
      },
    },
    async (request, reply) => {
      limited(request.ip, reply, 'invite task')
      const address = parseAddressParam('address', request.params.address)
      const taskId = parseIntegerParam('taskId', request.params.taskId, { min: 0, max: Number.MAX_SAFE_INTEGER })
      return sendEnvelope(reply, await deps.rewards.receiveInviteTask(Number(request.query.chainId), taskId, address))
    },
  )

  app.get<{ Params: { address: string }; Querystring: { chainId: string } }>(
    '/api/draw-lp-ext-reward/:address',
    { schema: { params: ADDRESS_PARAMS_SCHEMA, querystring: chainQuery } },
    async (request, reply) => {
      limited(request.ip, reply, 'reward')
      const address = parseAddressParam('address', request.params.address)
      const voucher = await deps.rewards.withdraw(Number(request.query.chainId), address, 'lpExt')
      return sendEnvelope(reply, rewardVoucherAnswer(voucher))
    },
  )

  app.get<{ Params: { address: string; inviterOrTop: 'inviter' | 'top' }; Querystring: { chainId: string } }>(
    '/api/player/do-spread-reward-withdrawal/:address/:inviterOrTop',
    {
      schema: {
        params: {
          type: 'object',
          properties: { address: ADDRESS_SCHEMA, inviterOrTop: { type: 'string', enum: ['inviter', 'top'] } },
          required: ['address', 'inviterOrTop'],
        },
        querystring: chainQuery,
      },
    },
    async (request, reply) => {
      limited(request.ip, reply, 'reward')
      const address = parseAddressParam('address', request.params.address)
      const { inviterOrTop } = request.params
      const voucher = await deps.rewards.withdraw(Number(request.query.chainId), address, inviterOrTop)
      return sendEnvelope(reply, rewardVoucherAnswer(voucher))
    },
  )
}
