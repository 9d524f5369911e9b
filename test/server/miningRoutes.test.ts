import { verifyTypedData } from 'ethers'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/adapters/db/openDatabase'
import { PgRewardLedger } from '../../src/adapters/db/PgRewardLedger'
import type { SqlDatabase } from '../../src/adapters/db/SqlDatabase'
import { Eip712ClaimSigner } from '../../src/adapters/signer/Eip712ClaimSigner'
import type { DeploymentRecord } from '../../src/domain/deployment/DeploymentRecord'
import type { PairState } from '../../src/domain/market/PairState'
import { rewardVoucherTypedData } from '../../src/domain/mining/rewardVoucher'
import { RewardVoucherService } from '../../src/domain/rewards/RewardVoucherService'
import { VOUCHER_TTL_SECONDS } from '../../src/domain/rewards/voucherTtl'
import type { MarketData } from '../../src/ports/MarketData'
import { createHttpApp } from '../../src/server/http/createHttpApp'
import { WindowRateLimiter } from '../../src/server/http/WindowRateLimiter'
import { MiningLedgers } from '../../src/server/programmes/MiningLedgers'
import { MiningReadModel } from '../../src/server/programmes/MiningReadModel'
import { registerMiningRoutes } from '../../src/server/routes/registerMiningRoutes'
import { MiningEventLog } from '../domain/mining/miningEvents'
import { InMemoryLiquidityTokenReads } from '../doubles/InMemoryLiquidityTokenReads'
import { InMemoryMiningEvents } from '../doubles/InMemoryMiningEvents'
import { ManualClock } from '../doubles/ManualClock'

const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'
const LP = '0x00000000000000000000000000000000000000a1'
const AURA = '0x00000000000000000000000000000000000000f1'
const USDT = '0x00000000000000000000000000000000000000e1'
const DISTRIBUTOR = '0x00000000000000000000000000000000000000d1'
const E18 = 10n ** 18n
const DAY = 86_400
const NOW = 1_800_000_000

const record = {
  chainId: 128,
  nativeSymbol: 'HT',
  contracts: { wrappedNative: '0x00000000000000000000000000000000000000c1', rewardDistributor: DISTRIBUTOR },
  tokens: [
    { address: AURA, symbol: 'AURA', name: 'Aura', decimals: 18 },
    { address: USDT, symbol: 'USDT', name: 'Tether', decimals: 18 },
  ],
  pairs: [{ address: LP, token0: AURA, token1: USDT }],
} as unknown as DeploymentRecord

// 100 AURA against 200 USDT: AURA is worth 2 USDT; 10 LP in all, so an LP is worth 40 USDT
const pairState: PairState = {
  chainId: 128,
  address: LP,
  token0: AURA,
  token1: USDT,
  reserve0: 100n * E18,
  reserve1: 200n * E18,
  volume0: 0n,
  volume1: 0n,
}
const market = { pairStates: async () => [pairState] } as unknown as MarketData

describe('the LP-mining API', () => {
  let app: FastifyInstance
  const paid = new Map<string, bigint>()
  const signer = new Eip712ClaimSigner(KEY)
  let db: SqlDatabase

  beforeAll(async () => {
    db = await openDatabase({})
    const log = new MiningEventLog(LP).poolAdded(NOW, E18 / 100n, AURA).option(NOW, 0, 10_000, 10_000)
    log.option(NOW, 30, 20_000, 15_000)
    log.deposit(NOW, A, E18, 0, 10_000)
    log.deposit(NOW, A, E18, 30, 20_000)
    const events = new InMemoryMiningEvents()
    events.events = log.events
    events.setHead(100, NOW + DAY)
    const lpReads = new InMemoryLiquidityTokenReads()
    lpReads.setTotalSupply(128, LP, 10n * E18)
    const mining = new MiningReadModel({
      ledgers: new MiningLedgers(events, events),
      records: [record],
      market,
      lpReads,
      paid: { paidOf: async (_c, _d, account, tokens) => tokens.map((t) => paid.get(`${account}:${t}`) ?? 0n) },
      rewards: new PgRewardLedger(db),
    })
    const vouchers = new RewardVoucherService({ owed: mining, signer, clock: new ManualClock((NOW + DAY) * 1000) })
    app = await createHttpApp({
      appOrigin: 'http://app.test',
      logLevel: 'silent',
      timeouts: { requestMs: 10_000, connectionMs: 30_000 },
      routes: (routes) =>
        registerMiningRoutes(routes, {
          mining,
          vouchers,
          chains: [128],
          vouchersPerIp: new WindowRateLimiter(3, 60_000),
        }),
    })
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url })
    return { status: response.statusCode, body: response.json() }
  }

  it('lists the pools with TVL, daily output, APR, and the account’s pledge and income', async () => {
    const { status, body } = await get(`/api/get-addr-lp/${A}?chainId=128&switchPersonal=yes`)
    expect(status).toBe(200)
    const [pool] = body.data.list
    expect(pool).toMatchObject({
      lp_token: LP,
      token: 'AURA/USDT',
      reward_symbol: 'AURA',
      pledge_amount: String(2n * E18),
      daily_output: String(864n * E18),
      my_pledge: String(2n * E18),
      flow_mining: true,
    })
    expect(pool.tvl_usdt).toBeCloseTo(80, 9)
    expect(body.data.total_locked_usdt).toBeCloseTo(80, 9)
    // one day of 0.01 AURA a second, all A's: 864 AURA less the accumulator's floor
    expect(BigInt(pool.income)).toBeGreaterThan(864n * E18 - 10n)
    expect(BigInt(pool.income)).toBeLessThanOrEqual(864n * E18)
    expect((await get(`/api/get-addr-lp/${B}?chainId=128&switchPersonal=yes`)).body.data.list).toEqual([])
    expect((await get(`/api/get-addr-lp/${B}?chainId=128`)).body.data.list).toHaveLength(1)
  })

  it('gives the lock options and the current and fixed-term locks', async () => {
    const options = (await get(`/api/lp-config-info?token=${LP}&chainId=128`)).body.data
    expect(
      options.map((o: { day: number; duration: number; energy_ratio: number }) => [o.day, o.duration, o.energy_ratio]),
    ).toEqual([
      [0, 0, 10_000],
      [30, 30 * DAY, 15_000],
    ])
    expect(options[0].lp_price_in_usd).toBeCloseTo(40, 9)
    const regular = (await get(`/api/get-lp-current-regular/${A}?token=${LP}&chainId=128`)).body.data
    expect(regular).toMatchObject({
      current_now: String(E18),
      regular_list: [
        { lock_id: '1', duration: 30 * DAY, amount: String(E18), unlock_time: NOW + 30 * DAY, matured: false },
      ],
    })
    expect(regular.current_us).toBeCloseTo(40, 9)
  })

  it('signs a cumulative voucher for the account it names, and answers noIncomeW when nothing is due', async () => {
    const amount = (await get(`/api/get-lp-reward-amount/${A}?token=${AURA}&chainId=128`)).body.data
    const { body } = await get(`/api/draw-lp-reward/${A}/${AURA}?chainId=128`)
    expect(body.data).toMatchObject({
      pool_contract_address: DISTRIBUTOR,
      tokens: [AURA],
      amounts: [amount.earned],
      deadline: NOW + DAY + VOUCHER_TTL_SECONDS,
    })
    const typed = rewardVoucherTypedData({
      chainId: 128,
      distributor: DISTRIBUTOR,
      account: A,
      tokens: [AURA],
      totalRewards: [BigInt(amount.earned)],
      deadline: body.data.deadline,
    })
    expect(verifyTypedData(typed.domain, typed.types, typed.value, body.data.signature).toLowerCase()).toBe(
      signer.address(),
    )
    paid.set(`${A}:${AURA}`, BigInt(amount.earned))
    expect((await get(`/api/get-lp-reward-amount/${A}?token=${AURA}&chainId=128`)).body.data.total_reward).toBe('0')
    expect(await get(`/api/draw-lp-reward/${A}/${AURA}?chainId=128`)).toEqual({
      status: 400,
      body: { code: 400, msg: 'No income to be withdrawn', data: null },
    })
  })

  it('names LP mining plus the reward ledger’s credits in one voucher per token', async () => {
    // B pledged nothing: a season share alone is paid by the distributor's voucher, and adds to A's mining earnings
    await db.query(
      `insert into reward_credits (chain_id, block_number, programme, key, account, token, amount) values
       (128, 1, 'season', 'season:1:fund', $1, $3, 7), (128, 1, 'season', 'season:1:extend:1', $1, $3, 5),
       (128, 1, 'season', 'season:1:fund', $2, $3, 11), (56, 1, 'season', 'season:1:fund', $1, $3, 1000)`,
      [B, A, AURA],
    )
    const amountB = (await get(`/api/get-lp-reward-amount/${B}?token=${AURA}&chainId=128`)).body.data
    expect(amountB).toMatchObject({ earned: '12', mining_earned: '0', credited: '12', total_reward: '12' })
    const { body } = await get(`/api/draw-lp-reward/${B}/${AURA}?chainId=128`)
    expect(body.data).toMatchObject({ account: B, tokens: [AURA], amounts: ['12'] })
    const amountA = (await get(`/api/get-lp-reward-amount/${A}?token=${AURA}&chainId=128`)).body.data
    expect(BigInt(amountA.earned)).toBe(BigInt(amountA.mining_earned) + 11n)
    expect(BigInt(amountA.total_reward)).toBe(11n) // A was paid its mining earnings above
  })

  it('refuses a chain it does not serve, a missing chain, a bad address and an unknown pool, in the envelope', async () => {
    for (const url of [
      `/api/get-addr-lp/${A}?chainId=56`,
      `/api/get-addr-lp/${A}`,
      '/api/get-addr-lp/0x12?chainId=128',
      `/api/lp-config-info?token=${AURA}&chainId=128`,
    ]) {
      const { status, body } = await get(url)
      expect([status >= 400 && status < 500, body.code === status, typeof body.msg], url).toEqual([
        true,
        true,
        'string',
      ])
    }
  })
})
