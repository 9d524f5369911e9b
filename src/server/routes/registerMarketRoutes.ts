import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { MarketChainNotServedError } from '../../domain/errors/MarketChainNotServedError'
import { PairNotIndexedError } from '../../domain/errors/PairNotIndexedError'
import { CANDLE_INTERVALS } from '../../domain/market/candleIntervals'
import { computePairMarkets } from '../../domain/market/computePairMarkets'
import type { TokenInfo } from '../../domain/market/TokenInfo'
import type { MarketData } from '../../ports/MarketData'
import { CachedBody } from '../http/CachedBody'
import { parseAddressParam } from '../http/parseAddressParam'
import { parseIntegerParam } from '../http/parseIntegerParam'
import type { ResponseCache } from '../http/ResponseCache'
import { refuseOverLimit } from '../http/refuseOverLimit'
import type { WindowRateLimiter } from '../http/WindowRateLimiter'
import { ADDRESS_SCHEMA } from './addressSchema'
import { INTEGER_STRING_SCHEMA } from './integerStringSchema'

/** EIP-2294's bound on a chain id. */
const MAX_CHAIN_ID = 4_503_599_627_370_476

/** The market read models, the deployment records (token symbols, decimals, USDT) and the response cache. */
export interface MarketRoutesDeps {
  market: MarketData
  records: DeploymentRecord[]
  cache: ResponseCache
  /** Counts per IP the reads that miss the cache (each one a database query). */
  readsPerIp: WindowRateLimiter
}

/**
 * GET /api/market/{chainId}/pairs, /api/market/{chainId}/pair/{address}/candles, /api/market/{chainId}/volume/{address}
 * (trading volume per trader). Every market read is of one chain (the devnet's pairs have the
 * same addresses on both), and so is its cache key. Responses are cached serialised until the indexer commits or the
 * TTL passes, each with its ETag (a client holding the answer gets a 304).
 */
export function registerMarketRoutes(app: FastifyInstance, deps: MarketRoutesDeps): void {
  const kit = marketRouteKit(app, deps)
  registerPairsRoute(kit)
  registerCandlesRoute(kit)
  registerVolumeRoute(kit)
}

/** What every market route is built with: the app, its deps, the served chains' tokens and the two guards. */
type MarketRouteKit = ReturnType<typeof marketRouteKit>

function marketRouteKit(app: FastifyInstance, deps: MarketRoutesDeps) {
  const { tokens, usdt } = marketTokens(deps.records)

  /** Counts a cache miss for the request's IP; over the cap, a 429 instead of a database query. */
  const capped = (request: FastifyRequest, reply: FastifyReply) => () =>
    refuseOverLimit(reply, deps.readsPerIp.take(`read:${request.ip}`), 'uncached market reads from this address')

  /** The chain a request names, if this server indexes it. */
  const served = (chainId: string): number => {
    const id = parseIntegerParam('chainId', chainId, { min: 1, max: MAX_CHAIN_ID })
    if (!tokens.has(id)) throw new MarketChainNotServedError(chainId, [...tokens.keys()])
    return id
  }

  return { app, deps, tokens, usdt, capped, served }
}

/** The chain's pairs with their price, TVL and 24 h volume, valued in USDT from the records' tokens. */
function registerPairsRoute({ app, deps, tokens, usdt, capped, served }: MarketRouteKit): void {
  app.get<{ Params: { chainId: string } }>(
    '/api/market/:chainId/pairs',
    { schema: { params: { type: 'object', properties: { chainId: INTEGER_STRING_SCHEMA }, required: ['chainId'] } } },
    async (request, reply) => {
      const chainId = served(request.params.chainId)
      const body = await deps.cache.get(
        `pairs:${chainId}`,
        async () => {
          const states = await deps.market.pairStates(chainId)
          return CachedBody.ok({ chainId, pairs: computePairMarkets(states, tokens.get(chainId)!, usdt.get(chainId)) })
        },
        capped(request, reply),
      )
      return body.send(request, reply)
    },
  )
}

/** A pair's candles at one interval, prices scaled by the two tokens' decimals; a pair not indexed is a 404. */
function registerCandlesRoute({ app, deps, tokens, capped, served }: MarketRouteKit): void {
  app.get<{ Params: { chainId: string; address: string }; Querystring: { interval: string; limit?: string } }>(
    '/api/market/:chainId/pair/:address/candles',
    {
      schema: {
        params: {
          type: 'object',
          properties: { chainId: INTEGER_STRING_SCHEMA, address: ADDRESS_SCHEMA },
          required: ['chainId', 'address'],
        },
        querystring: {
          type: 'object',
          properties: {
            interval: { type: 'string', enum: Object.keys(CANDLE_INTERVALS) },
            limit: INTEGER_STRING_SCHEMA,
          },
          required: ['interval'],
        },
      },
    },
    async (request, reply) => {
      const chainId = served(request.params.chainId)
      const address = parseAddressParam('address', request.params.address)
      const { interval } = request.query
      const limit = parseIntegerParam('limit', request.query.limit, { min: 1, max: 1_000, fallback: 200 })
      const body = await deps.cache.get(
        `candles:${chainId}:${address}:${interval}:${limit}`,
        async () => {
          const pair = await deps.market.pair(chainId, address)
          if (!pair) return undefined
          const decimals = (token: string) => tokens.get(chainId)?.get(token)?.decimals ?? 18
          const shift = decimals(pair.token0) - decimals(pair.token1)
          const candles = await deps.market.candles(chainId, address, CANDLE_INTERVALS[interval]!, limit, shift)
          return CachedBody.ok({ chainId, pair: address, interval, candles })
        },
        capped(request, reply),
      )
      if (!body) throw new PairNotIndexedError(chainId, address)
      return body.send(request, reply)
    },
  )
}

/** A trader's trading volume on the chain. */
function registerVolumeRoute({ app, deps, capped, served }: MarketRouteKit): void {
  app.get<{ Params: { chainId: string; address: string } }>(
    '/api/market/:chainId/volume/:address',
    {
      schema: {
        params: {
          type: 'object',
          properties: { chainId: INTEGER_STRING_SCHEMA, address: ADDRESS_SCHEMA },
          required: ['chainId', 'address'],
        },
      },
    },
    async (request, reply) => {
      const chainId = served(request.params.chainId)
      const address = parseAddressParam('address', request.params.address)
      const body = await deps.cache.get(
        `volume:${chainId}:${address}`,
        async () => CachedBody.ok({ chainId, address, volumes: await deps.market.tradingVolume(chainId, address) }),
        capped(request, reply),
      )
      return body.send(request, reply)
    },
  )
}

/** Each served chain's tokens by lowercase address (its wrapped native coin among them) and its USDT, if any. */
function marketTokens(records: readonly DeploymentRecord[]) {
  const tokens = new Map<number, Map<string, TokenInfo>>()
  const usdt = new Map<number, string>()
  for (const record of records) {
    const byAddress = new Map<string, TokenInfo>()
    for (const token of record.tokens)
      byAddress.set(token.address.toLowerCase(), { ...token, address: token.address.toLowerCase() })
    byAddress.set(record.contracts.wrappedNative.toLowerCase(), {
      address: record.contracts.wrappedNative.toLowerCase(),
      symbol: `W${record.nativeSymbol}`,
      decimals: 18,
    })
    tokens.set(record.chainId, byAddress)
    const usdtToken = record.tokens.find((token) => token.symbol === 'USDT')
    if (usdtToken) usdt.set(record.chainId, usdtToken.address.toLowerCase())
  }
  return { tokens, usdt }
}
