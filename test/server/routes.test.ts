import { type HDNodeWallet, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { PgChainEventStore } from '../../src/adapters/db/PgChainEventStore'
import { readDeploymentRecord } from '../../src/adapters/deployment/readDeploymentRecord'
import type { DeploymentRecord } from '../../src/domain/deployment/DeploymentRecord'
import { inviteMessage } from '../../src/domain/invite/inviteMessage'
import type { PairEvent } from '../../src/domain/market/PairEvent'
import { type ComposedServer, composeServer } from '../../src/server/compositionRoot'
import { BAD_ADDRESSES, BAD_INTERVALS, BAD_NUMBERS, BAD_SIGNATURES } from './support/badInputs'
import { testDatabases } from './support/testDatabases'
import { testServerConfig } from './support/testServerConfig'

const e18 = 10n ** 18n
const NOW = 1_800_000_000
const wallets = Array.from({ length: 6 }, () => Wallet.createRandom())
const lower = (wallet: { address: string }) => wallet.address.toLowerCase()

describe.each(testDatabases())('the /api routes on $name', (database) => {
  let server: ComposedServer
  let record: DeploymentRecord
  let pair: string
  const get = async (url: string) => {
    const response = await server.app.inject({ method: 'GET', url, headers: { origin: 'http://app.test:5173' } })
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }
  const bind = async (invitee: HDNodeWallet, inviter: string) => {
    const signature = await invitee.signMessage(inviteMessage(invitee.address, inviter))
    return get(`/api/player-invite/${lower(invitee)}/${inviter}?signature=${signature}`)
  }

  beforeAll(async () => {
    const { dir } = inject('seededDevnet')
    record = await readDeploymentRecord(dir, 128)
    const usdt = record.tokens.find((token) => token.symbol === 'USDT')!.address.toLowerCase()
    const aura = record.tokens.find((token) => token.symbol === 'AURA')!.address.toLowerCase()
    const seeded = record.pairs.find(
      (p) =>
        [p.token0, p.token1]
          .map((t) => t.toLowerCase())
          .sort()
          .join() === [usdt, aura].sort().join(),
    )!
    pair = seeded.address.toLowerCase()
    const { databaseUrl, schema } = database.location()
    server = await composeServer(
      testServerConfig({
        devnetDir: dir,
        databaseUrl,
        databaseSchema: schema,
        rateLimit: { perIp: 1000, perAddress: 3, windowMs: 60_000 },
      }),
    )
    const auraIs0 = seeded.token0.toLowerCase() === aura
    // AURA at 2 USDT, then a swap buying 10 AURA for 20 USDT an hour before the newest block
    const [reserveAura, reserveUsdt] = [100_000n * e18, 200_000n * e18]
    const event = (logIndex: number, fields: Partial<PairEvent>): PairEvent => ({
      chainId: 128,
      txHash: `0x${'1'.repeat(63)}${logIndex}`,
      logIndex,
      blockNumber: 10,
      blockTime: NOW - 3600,
      pair,
      kind: 'sync',
      amount0In: 0n,
      amount1In: 0n,
      amount0Out: 0n,
      amount1Out: 0n,
      ...fields,
    })
    await new PgChainEventStore(server.database).commitRange({
      chainId: 128,
      pairs: [
        { address: pair, token0: seeded.token0.toLowerCase(), token1: seeded.token1.toLowerCase(), createdBlock: 1 },
      ],
      events: [
        event(0, {
          kind: 'swap',
          trader: lower(wallets[5]!),
          ...(auraIs0
            ? { amount1In: 20n * e18, amount0Out: 10n * e18 }
            : { amount0In: 20n * e18, amount1Out: 10n * e18 }),
        }),
        event(
          1,
          auraIs0 ? { reserve0: reserveAura, reserve1: reserveUsdt } : { reserve0: reserveUsdt, reserve1: reserveAura },
        ),
      ],
      blocks: [{ number: 11, hash: '0x11', parentHash: '0x10', timestamp: NOW }],
      checkpoint: { number: 11, hash: '0x11' },
    })
  })
  afterAll(async () => {
    await server?.close()
    await database.cleanup()
  })

  describe('market data', () => {
    it('lists pairs with reserves, price, 24 h volume and TVL in USDT', async () => {
      const { status, body } = await get('/api/market/pairs')
      expect(status).toBe(200)
      expect(body.code).toBe(0)
      const market = body.data.pairs.find((p: { address: string }) => p.address === pair)
      expect(market).toMatchObject({ tvlUsdt: (400_000n * e18).toString(), volume24hUsdt: (20n * e18).toString() })
      expect(['2', '0.5']).toContain(market.price)
    })

    it('serves candles of the indexed swaps, and 404 with a message for an unknown pair', async () => {
      const { body } = await get(`/api/market/pair/${pair}/candles?interval=1h`)
      expect(body.code).toBe(0)
      expect(body.data.candles).toHaveLength(1)
      expect(body.data.candles[0]).toMatchObject({ time: NOW - 3600, swaps: 1 })
      const missing = await get(`/api/market/pair/0x${'0'.repeat(40)}/candles?interval=1h`)
      expect(missing.status).toBe(404)
      expect(missing.body).toMatchObject({ code: 404, data: null })
      expect(missing.body.msg).toMatch(/No pair/)
    })

    it('sums trading volume per trader address (a checksummed address is accepted)', async () => {
      const { body } = await get(`/api/market/volume/${wallets[5]!.address}`)
      expect(body.data.volumes).toEqual([
        expect.objectContaining({ chainId: 128, pair, swaps: 1, volume0: expect.any(String) }),
      ])
    })
  })

  describe('invitations', () => {
    const [alice, bob, carol, dave, eve] = wallets as [
      HDNodeWallet,
      HDNodeWallet,
      HDNodeWallet,
      HDNodeWallet,
      HDNodeWallet,
    ]

    it('binds an inviter once, with the invitee’s signature; a later binding answers code 409', async () => {
      expect((await bind(alice, lower(bob))).body).toEqual({
        code: 0,
        msg: 'ok',
        data: { address: lower(alice), inviter: lower(bob) },
      })
      const again = await bind(alice, lower(carol))
      expect(again.status).toBe(409)
      expect(again.body.code).toBe(409)
      expect(again.body.msg).toMatch(/already has an inviter/)
    })

    it('refuses self-invites, cycles and signatures of someone else or for another inviter', async () => {
      expect((await bind(carol, lower(carol))).body.msg).toMatch(/cannot invite yourself/)
      expect((await bind(bob, lower(alice))).body.msg).toMatch(/cycle/)
      const forOther = await carol.signMessage(inviteMessage(carol.address, lower(eve)))
      const replayed = await get(`/api/player-invite/${lower(carol)}/${lower(dave)}?signature=${forOther}`)
      expect(replayed).toMatchObject({ status: 403, body: { code: 403 } })
      const byStranger = await eve.signMessage(inviteMessage(carol.address, lower(eve)))
      expect((await get(`/api/player-invite/${lower(carol)}/${lower(eve)}?signature=${byStranger}`)).status).toBe(403)
    })

    it('rate-limits per invitee address', async () => {
      const statuses = []
      for (let i = 0; i < 5; i++) statuses.push((await bind(dave, lower(eve))).status)
      expect(statuses.slice(0, 1)).toEqual([200])
      expect(statuses.at(-1)).toBe(429)
    })
  })

  it('lets in only the app origin (CORS) and answers unknown paths with a 404 envelope', async () => {
    const { headers } = await get('/api/market/pairs')
    expect(headers['access-control-allow-origin']).toBe('http://app.test:5173')
    const other = await server.app.inject({ url: '/api/market/pairs', headers: { origin: 'http://evil.test' } })
    expect(other.headers['access-control-allow-origin']).not.toBe('http://evil.test')
    expect((await get('/api/nothing-here')).body).toMatchObject({ code: 404, data: null })
  })

  describe('bad inputs: every parameter, never a 5xx, always code != 0 with a message', () => {
    const signature = `0x${'1'.repeat(130)}`
    const valid = `0x${'a'.repeat(40)}`
    const cases: [string, string][] = []
    for (const bad of BAD_ADDRESSES) {
      const b = encodeURIComponent(bad)
      cases.push(['candles address', `/api/market/pair/${b}/candles?interval=1h`])
      cases.push(['volume address', `/api/market/volume/${b}`])
      cases.push(['invitee', `/api/player-invite/${b}/${valid}?signature=${signature}`])
      cases.push(['inviter', `/api/player-invite/${valid}/${b}?signature=${signature}`])
    }
    for (const bad of BAD_NUMBERS)
      cases.push(['candles limit', `/api/market/pair/${valid}/candles?interval=1h&limit=${encodeURIComponent(bad)}`])
    for (const bad of BAD_INTERVALS)
      cases.push(['candles interval', `/api/market/pair/${valid}/candles?interval=${encodeURIComponent(bad)}`])
    for (const bad of BAD_SIGNATURES)
      cases.push(['signature', `/api/player-invite/${valid}/0x${'b'.repeat(40)}?signature=${encodeURIComponent(bad)}`])
    cases.push(['missing signature', `/api/player-invite/${valid}/0x${'b'.repeat(40)}`])
    cases.push(['missing interval', `/api/market/pair/${valid}/candles`])
    cases.push(['raw traversal', '/api/market/volume/..%2F..%2Fetc%2Fpasswd'])
    cases.push(['broken percent-encoding', '/api/market/volume/%E0%A4%A'])
    cases.push(['raw quote', "/api/market/volume/0x'or'1'='1"])

    it.each(cases)('%s: %s', async (_parameter, url) => {
      const { status, body } = await get(url)
      expect(status).toBeGreaterThanOrEqual(400)
      expect(status).toBeLessThan(500)
      expect(body.code).not.toBe(0)
      expect(typeof body.msg).toBe('string')
      expect(body.msg.length).toBeGreaterThan(5)
    })
  })
})
