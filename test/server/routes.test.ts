import { type HDNodeWallet, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { PgChainEventStore } from '../../src/adapters/db/PgChainEventStore'
import { readDeploymentRecord } from '../../src/adapters/deployment/readDeploymentRecord'
import type { DeploymentRecord } from '../../src/domain/deployment/DeploymentRecord'
import { inviteMessage } from '../../src/domain/invite/inviteMessage'
import type { PairEvent } from '../../src/domain/market/PairEvent'
import { type ComposedServer, composeServer } from '../../src/server/compositionRoot'
import { BAD_ADDRESSES, BAD_INTERVALS, BAD_NUMBERS, BAD_SIGNATURES } from './support/badInputs'
import { signedInvite } from './support/signedInvite'
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
  let seededPair: DeploymentRecord['pairs'][number]
  const get = async (url: string) => {
    const response = await server.app.inject({ method: 'GET', url, headers: { origin: 'http://app.test:5173' } })
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }
  const bind = async (invitee: HDNodeWallet, inviter: string, overrides: Parameters<typeof signedInvite>[2] = {}) =>
    get((await signedInvite(invitee, inviter, overrides)).path)

  beforeAll(async () => {
    const { dir } = inject('seededDevnet')
    record = await readDeploymentRecord(dir, 128)
    const usdt = record.tokens.find((token) => token.symbol === 'USDT')!.address.toLowerCase()
    const aura = record.tokens.find((token) => token.symbol === 'AURA')!.address.toLowerCase()
    seededPair = record.pairs.find(
      (p) =>
        [p.token0, p.token1]
          .map((t) => t.toLowerCase())
          .sort()
          .join() === [usdt, aura].sort().join(),
    )!
    pair = seededPair.address.toLowerCase()
    const { databaseUrl, schema } = database.location()
    server = await composeServer(
      testServerConfig({
        devnetDir: dir,
        databaseUrl,
        databaseSchema: schema,
        rateLimit: { perIp: 1000, perAddress: 3, readPerIp: 1_000_000, windowMs: 60_000 },
      }),
    )
    const auraIs0 = seededPair.token0.toLowerCase() === aura
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
        {
          address: pair,
          token0: seededPair.token0.toLowerCase(),
          token1: seededPair.token1.toLowerCase(),
          createdBlock: 1,
        },
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
      const { status, body } = await get('/api/market/128/pairs')
      expect(status).toBe(200)
      expect(body.code).toBe(0)
      const market = body.data.pairs.find((p: { address: string }) => p.address === pair)
      expect(market).toMatchObject({ tvlUsdt: (400_000n * e18).toString(), volume24hUsdt: (20n * e18).toString() })
      expect(['2', '0.5']).toContain(market.price)
    })

    it('serves candles of the indexed swaps, and 404 with a message for an unknown pair', async () => {
      const { body } = await get(`/api/market/128/pair/${pair}/candles?interval=1h`)
      expect(body.code).toBe(0)
      expect(body.data.candles).toHaveLength(1)
      expect(body.data.candles[0]).toMatchObject({ time: NOW - 3600, swaps: 1 })
      const missing = await get(`/api/market/128/pair/0x${'0'.repeat(40)}/candles?interval=1h`)
      expect(missing.status).toBe(404)
      expect(missing.body).toMatchObject({ code: 404, data: null })
      expect(missing.body.msg).toMatch(/No pair/)
    })

    it('keeps the chains apart: a pair address on both chains has one candle series per chain', async () => {
      // the devnet deploys the same pair addresses on 128 and 56; on 56 this pair trades at another price
      const store = new PgChainEventStore(server.database)
      const [token0, token1] = [seededPair.token0.toLowerCase(), seededPair.token1.toLowerCase()]
      await store.commitRange({
        chainId: 56,
        pairs: [{ address: pair, token0, token1, createdBlock: 1 }],
        events: [
          {
            chainId: 56,
            txHash: `0x${'5'.repeat(64)}`,
            logIndex: 0,
            blockNumber: 10,
            blockTime: NOW - 3600,
            pair,
            kind: 'swap',
            trader: lower(wallets[5]!),
            amount0In: 7n * e18,
            amount1In: 0n,
            amount0Out: 0n,
            amount1Out: 7n * e18,
          },
        ],
        blocks: [{ number: 11, hash: '0x56', parentHash: '0x55', timestamp: NOW }],
        checkpoint: { number: 11, hash: '0x56' },
      })
      const on128 = (await get(`/api/market/128/pair/${pair}/candles?interval=1h`)).body.data
      const on56 = (await get(`/api/market/56/pair/${pair}/candles?interval=1h`)).body.data
      expect(on128).toMatchObject({ chainId: 128, candles: [{ swaps: 1 }] })
      expect(on56).toMatchObject({ chainId: 56, candles: [{ swaps: 1, open: '1', close: '1' }] })
      expect(on128.candles[0].close).not.toBe('1')
      const volumes56 = (await get(`/api/market/56/volume/${lower(wallets[5]!)}`)).body.data.volumes
      expect(volumes56).toEqual([expect.objectContaining({ chainId: 56, swaps: 1, volume0: (7n * e18).toString() })])
      const pairs56 = (await get('/api/market/56/pairs')).body.data.pairs
      expect(pairs56.map((p: { chainId: number }) => p.chainId)).toEqual([56])
      const unknown = await get(`/api/market/1/pair/${pair}/candles?interval=1h`)
      expect(unknown).toMatchObject({ status: 404, body: { code: 404 } })
      expect(unknown.body.msg).toMatch(/Chain 1 is not served/)
    })

    it.each(['Infinity', '1e400', '-1', '1.5', 'abc', '0x10', '1001'])(
      'refuses limit=%s on an indexed pair with a 400 naming the range',
      async (limit) => {
        const { status, body } = await get(`/api/market/128/pair/${pair}/candles?interval=1h&limit=${limit}`)
        expect({ status, body }).toEqual({
          status: 400,
          body: { code: 400, msg: `limit must be a whole number from 1 to 1000, got "${limit}"`, data: null },
        })
      },
    )

    it('refuses a repeated limit', async () => {
      const { status, body } = await get(`/api/market/128/pair/${pair}/candles?interval=1h&limit=5&limit=6`)
      expect(status).toBe(400)
      expect(body.msg).toMatch(/limit/)
    })

    it('reads candles only within the last `limit` intervals up to the chain’s newest block', async () => {
      // the swap is in the hour before the newest block's hour: limit=1 is that newest hour alone
      expect((await get(`/api/market/128/pair/${pair}/candles?interval=1h&limit=1`)).body.data.candles).toEqual([])
      expect((await get(`/api/market/128/pair/${pair}/candles?interval=1h&limit=2`)).body.data.candles).toHaveLength(1)
    })

    it('sums trading volume per trader address (a checksummed address is accepted)', async () => {
      const { body } = await get(`/api/market/128/volume/${wallets[5]!.address}`)
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
      const forOther = await signedInvite(carol, lower(eve))
      const replayed = await get(forOther.path.replace(lower(eve), lower(dave)))
      expect(replayed).toMatchObject({ status: 403, body: { code: 403 } })
      expect((await bind(carol, lower(eve), { signer: eve })).status).toBe(403)
    })

    it('refuses the zero address and a contract as inviter (checkInviter), binding nothing', async () => {
      const zero = await bind(dave, `0x${'0'.repeat(40)}`)
      expect(zero).toMatchObject({ status: 400, body: { code: 400, msg: expect.stringContaining('zero address') } })
      const router = record.contracts.router.toLowerCase() // code on the seeded chain 128 the server reads
      const contract = await bind(dave, router)
      expect(contract).toMatchObject({
        status: 400,
        body: {
          code: 400,
          msg: `${router} is a contract on chain 128, not a person's account: give the address of the wallet that invited you`,
        },
      })
      const [row] = await server.database.query('select inviter from invitations where invitee = $1', [lower(dave)])
      expect(row).toBeUndefined()
    })

    it('signs the product, the chain and an expiry: another chain, an expired or a far expiry is refused', async () => {
      const now = Math.floor(Date.now() / 1000)
      const signed = await signedInvite(dave, lower(eve))
      expect(inviteMessage(signed.terms)).toMatch(
        /^FomoSwap wants you to register your inviter[\s\S]*Chain ID: 128\nExpiration Time: /,
      )
      const onOtherChain = await get(signed.path.replace('chainId=128', 'chainId=56'))
      expect(onOtherChain).toMatchObject({ status: 403, body: { code: 403 } }) // signed for 128, not 56
      const expired = await bind(dave, lower(eve), { expiresAt: now - 1 })
      expect(expired).toMatchObject({ status: 400, body: { code: 400, msg: expect.stringMatching(/expired/) } })
      const forever = await bind(dave, lower(eve), { expiresAt: now + 365 * 86_400 })
      expect(forever).toMatchObject({ status: 400, body: { msg: expect.stringMatching(/must expire within/) } })
      const unserved = await bind(dave, lower(eve), { chainId: 1 })
      expect(unserved).toMatchObject({ status: 400, body: { msg: expect.stringMatching(/chainId 1 is not served/) } })
    })

    it('tells whether an address is bound only to a request its signature proves', async () => {
      // alice is bound (first test): a junk signature gets the same 403 as for an unbound address
      const junk = `signature=0x${'1b'.repeat(65)}&chainId=128&expires=${Math.floor(Date.now() / 1000) + 60}`
      const bound = await get(`/api/player-invite/${lower(alice)}/${lower(carol)}?${junk}`)
      const unbound = await get(`/api/player-invite/${lower(Wallet.createRandom())}/${lower(carol)}?${junk}`)
      expect(bound).toMatchObject({ status: 403, body: { code: 403 } })
      expect(bound.body).toEqual(unbound.body)
      expect((await bind(alice, lower(carol))).status).toBe(409)
    })

    it('rate-limits per invitee address the requests its signature proves', async () => {
      const frank = Wallet.createRandom()
      const statuses = []
      for (let i = 0; i < 5; i++) statuses.push((await bind(frank, lower(frank))).status)
      expect(statuses).toEqual([400, 400, 400, 429, 429])
    })
  })

  it('lets in only the app origin (CORS) and answers unknown paths with a 404 envelope', async () => {
    const { headers } = await get('/api/market/128/pairs')
    expect(headers['access-control-allow-origin']).toBe('http://app.test:5173')
    const other = await server.app.inject({ url: '/api/market/128/pairs', headers: { origin: 'http://evil.test' } })
    expect(other.headers['access-control-allow-origin']).not.toBe('http://evil.test')
    expect((await get('/api/nothing-here')).body).toMatchObject({ code: 404, data: null })
  })

  describe('bad inputs: every parameter, never a 5xx, always code != 0 with a message', () => {
    const signature = `0x${'1'.repeat(130)}`
    const valid = `0x${'a'.repeat(40)}`
    const expires = Math.floor(Date.now() / 1000) + 600
    const terms = `chainId=128&expires=${expires}`
    const cases: [string, string][] = []
    for (const bad of BAD_ADDRESSES) {
      const b = encodeURIComponent(bad)
      cases.push(['candles address', `/api/market/128/pair/${b}/candles?interval=1h`])
      cases.push(['volume address', `/api/market/128/volume/${b}`])
      cases.push(['invitee', `/api/player-invite/${b}/${valid}?signature=${signature}&${terms}`])
      cases.push(['inviter', `/api/player-invite/${valid}/${b}?signature=${signature}&${terms}`])
    }
    for (const bad of ['0', '-1', '1.5', '1e3', 'abc', '99999999999', '0128', '%20128'])
      cases.push(['chain id', `/api/market/${bad}/pairs`])
    for (const bad of BAD_NUMBERS)
      cases.push([
        'candles limit',
        `/api/market/128/pair/${valid}/candles?interval=1h&limit=${encodeURIComponent(bad)}`,
      ])
    for (const bad of BAD_INTERVALS)
      cases.push(['candles interval', `/api/market/128/pair/${valid}/candles?interval=${encodeURIComponent(bad)}`])
    for (const bad of BAD_SIGNATURES)
      cases.push([
        'signature',
        `/api/player-invite/${valid}/0x${'b'.repeat(40)}?signature=${encodeURIComponent(bad)}&${terms}`,
      ])
    for (const bad of BAD_NUMBERS) {
      const invite = `/api/player-invite/${valid}/0x${'b'.repeat(40)}?signature=${signature}`
      cases.push(['invite chainId', `${invite}&chainId=${encodeURIComponent(bad)}&expires=${expires}`])
      cases.push(['invite expires', `${invite}&chainId=128&expires=${encodeURIComponent(bad)}`])
    }
    cases.push(['missing signature', `/api/player-invite/${valid}/0x${'b'.repeat(40)}`])
    cases.push(['missing interval', `/api/market/128/pair/${valid}/candles`])
    cases.push(['raw traversal', '/api/market/128/volume/..%2F..%2Fetc%2Fpasswd'])
    cases.push(['broken percent-encoding', '/api/market/128/volume/%E0%A4%A'])
    cases.push(['raw quote', "/api/market/128/volume/0x'or'1'='1"])

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
