import type { FastifyInstance } from 'fastify'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { CANDLE_INTERVALS } from '../../domain/market/candleIntervals'
import { computePairMarkets } from '../../domain/market/computePairMarkets'
import type { TokenInfo } from '../../domain/market/TokenInfo'
import type { MarketData } from '../../ports/MarketData'
import { ApiFailure } from '../http/ApiFailure'
import { bigintJson } from '../http/bigintJson'
import { parseAddressParam } from '../http/parseAddressParam'
import type { ResponseCache } from '../http/ResponseCache'
import { ADDRESS_SCHEMA } from './addressSchema'

const JSON_TYPE = 'application/json; charset=utf-8'

/** The success envelope, serialised and encoded once per cache entry. */
function ok(data: unknown): Buffer {
  return Buffer.from(bigintJson({ code: 0, msg: 'ok', data }))
}

/** The market read models, the deployment records (token symbols, decimals, USDT) and the response cache. */
export interface MarketRoutesDeps {
  market: MarketData
  records: DeploymentRecord[]
  cache: ResponseCache
}

/**
 * GET /api/market/pairs, /api/market/pair/{address}/candles, /api/market/volume/{address} (trading volume per
 * trader) and /api/indexer/status. Responses are cached serialised until the indexer commits or the TTL passes.
 */
export function registerMarketRoutes(app: FastifyInstance, deps: MarketRoutesDeps): void {
  const tokens = new Map<number, Map<string, TokenInfo>>()
  const usdt = new Map<number, string>()
  for (const record of deps.records) {
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

  app.get('/api/market/pairs', async (_request, reply) => {
    const body = await deps.cache.get('pairs', async () => {
      const states = await deps.market.pairStates()
      const pairs = [...tokens.keys()].flatMap((chainId) =>
        computePairMarkets(
          states.filter((state) => state.chainId === chainId),
          tokens.get(chainId)!,
          usdt.get(chainId),
        ),
      )
      return ok({ pairs })
    })
    return reply.type(JSON_TYPE).send(body)
  })

  app.get<{ Params: { address: string }; Querystring: { interval: string; limit: number } }>(
    '/api/market/pair/:address/candles',
    {
      schema: {
        params: { type: 'object', properties: { address: ADDRESS_SCHEMA }, required: ['address'] },
        querystring: {
          type: 'object',
          properties: {
            interval: { type: 'string', enum: Object.keys(CANDLE_INTERVALS) },
            limit: { type: 'integer', minimum: 1, maximum: 1000, default: 200 },
          },
          required: ['interval'],
        },
      },
    },
    async (request, reply) => {
      const address = parseAddressParam('address', request.params.address)
      const { interval, limit } = request.query
      const body = await deps.cache.get(`candles:${address}:${interval}:${limit}`, async () => {
        const pair = await deps.market.pair(address)
        if (!pair) return undefined
        const decimals = (token: string) => tokens.get(pair.chainId)?.get(token)?.decimals ?? 18
        const shift = decimals(pair.token0) - decimals(pair.token1)
        const candles = await deps.market.candles(address, CANDLE_INTERVALS[interval]!, limit, shift)
        return ok({ pair: address, interval, candles })
      })
      if (!body) throw new ApiFailure(404, `No pair ${address} is indexed`, { address })
      return reply.type(JSON_TYPE).send(body)
    },
  )

  app.get<{ Params: { address: string } }>(
    '/api/market/volume/:address',
    { schema: { params: { type: 'object', properties: { address: ADDRESS_SCHEMA }, required: ['address'] } } },
    async (request, reply) => {
      const address = parseAddressParam('address', request.params.address)
      const body = await deps.cache.get(`volume:${address}`, async () =>
        ok({ address, volumes: await deps.market.tradingVolume(address) }),
      )
      return reply.type(JSON_TYPE).send(body)
    },
  )

  app.get('/api/indexer/status', async () => ({
    code: 0,
    msg: 'ok',
    data: { checkpoints: await deps.market.checkpoints() },
  }))
}
