import { describe, expect, it } from 'vitest'
import { ApprovalService } from '../../../src/domain/approval/ApprovalService'
import { NoV1ExchangeError } from '../../../src/domain/errors/NoV1ExchangeError'
import { NoV1LiquidityError } from '../../../src/domain/errors/NoV1LiquidityError'
import { V1PositionUnreadableError } from '../../../src/domain/errors/V1PositionUnreadableError'
import { WrappedNativeMigrationError } from '../../../src/domain/errors/WrappedNativeMigrationError'
import { MigrateAction, type MigrateOrder } from '../../../src/domain/migrate/MigrateAction'
import { MigrationService } from '../../../src/domain/migrate/MigrationService'
import { MigrationState } from '../../../src/domain/migrate/MigrationState'
import { computePairAddress } from '../../../src/domain/trade/computePairAddress'
import type { V1ExchangeReads } from '../../../src/ports/V1Liquidity'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryChainReads } from '../../doubles/InMemoryChainReads'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTokenAllowances } from '../../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { InMemoryV1Liquidity } from '../../doubles/InMemoryV1Liquidity'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'
import { ManualClock } from '../../doubles/ManualClock'
import { hecoConfig, hecoUsdt } from '../support/fixtures'
import { hecoMdx } from '../support/tradingGraph'

const ACCOUNT = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
const V1_FACTORY = `0x${'b'.repeat(40)}`
const MIGRATOR = `0x${'c'.repeat(40)}`
const EXCHANGE = `0x${'e'.repeat(40)}`
const WHT_EXCHANGE = `0x${'d'.repeat(40)}`
const WHT = hecoConfig.nativeCurrency.wrapped

/** A quarter of USDT's V1 exchange (1000 HT and 2000 USDT), nothing approved; FomoSwap prices USDT the same. */
function setUp(reads: Partial<V1ExchangeReads> = {}) {
  const v1 = new InMemoryV1Liquidity()
  v1.setExchange(128, hecoUsdt.address, EXCHANGE)
  v1.setExchange(128, WHT.address, WHT_EXCHANGE)
  const position = { liquidity: 25n, totalSupply: 100n, ethReserve: 1000n, tokenReserve: 2000n, allowance: 0n }
  v1.setReads(128, ACCOUNT, EXCHANGE, { ...position, ...reads })
  v1.setReads(128, ACCOUNT, WHT_EXCHANGE, position)
  const chain = new InMemoryChainReads()
  const usdtFirst = hecoUsdt.address.toLowerCase() < WHT.address.toLowerCase()
  chain.setReserves(128, computePairAddress(hecoConfig, hecoUsdt, WHT), {
    reserve0: usdtFirst ? 4000n : 2000n,
    reserve1: usdtFirst ? 2000n : 4000n,
  })
  const submitter = new InMemoryTransactionSubmitter()
  const gas = new InMemoryGasEstimator()
  const allowances = new InMemoryTokenAllowances()
  // the migrator's allowance as the approval reads it, the same as the V1 exchange's read
  allowances.allowances.set(`${EXCHANGE}:${ACCOUNT}:${MIGRATOR}`.toLowerCase(), reads.allowance ?? 0n)
  const approval = new ApprovalService(abiCalls, gas, submitter, allowances)
  const migration = new MigrationService(
    abiCalls,
    gas,
    submitter,
    new ManualClock(1_700_000_000_000),
    new ManualBlockTime(),
  )
  const order = (overrides: Partial<MigrateOrder> = {}): MigrateOrder => ({
    config: hecoConfig,
    v1Factory: V1_FACTORY,
    migrator: MIGRATOR,
    account: ACCOUNT,
    token: hecoUsdt,
    ...overrides,
  })
  return { v1, chain, approval, migration, submitter, order, action: new MigrateAction(v1, chain, approval, migration) }
}

describe('MigrateAction', () => {
  it('reads the position and the pair without sending, then approves the migrator for the whole LP and migrates', async () => {
    const { action, submitter, order } = setUp()
    const prepared = await action.prepare(order())
    expect(prepared).toMatchObject({
      state: MigrationState.APPROVE_NEEDED,
      position: { exchange: EXCHANGE, token: hecoUsdt, liquidity: 25n },
      lpToken: { decimals: 18, symbol: 'UNI-V1' },
      v2: { tokenReserve: 4000n, ethReserve: 2000n },
      comparison: { bestPriceWarning: false },
    })
    expect(prepared.lpToken.address.toLowerCase()).toBe(EXCHANGE)
    expect(submitter.submitted).toHaveLength(0)
    const sent = await action.send(order(), prepared)
    expect(sent.approval).toBeDefined()
    expect(submitter.submitted.map((s) => [s.request.to.toLowerCase(), s.tracked.summary.kind])).toEqual([
      [EXCHANGE, 'approve'],
      [MIGRATOR, 'migrateV1'],
    ])
    // 99.5% of what the other side is worth at the pair's price: 250 HT → 497 USDT, 500 USDT → 248 HT
    expect(sent.migration.args).toMatchObject({ token: hecoUsdt.address, amountTokenMin: 497n, amountETHMin: 248n })
  })

  it('approves nothing when the migrator already may move the whole LP', async () => {
    const { action, submitter, order } = setUp({ allowance: 25n })
    const prepared = await action.prepare(order())
    expect(prepared.state).toBe(MigrationState.APPROVED)
    expect((await action.send(order(), prepared)).approval).toBeUndefined()
    expect(submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['migrateV1'])
  })

  it('migrates at the V1 price into a pair that does not exist yet', async () => {
    const { v1, action, submitter, order } = setUp()
    v1.setExchange(128, hecoMdx.address, EXCHANGE) // MDX/WHT has no FomoSwap pair
    const prepared = await action.prepare(order({ token: hecoMdx }))
    expect(prepared).toMatchObject({ v2: undefined, comparison: undefined })
    const sent = await action.send(order({ token: hecoMdx }), prepared)
    // 99.5% of the V1 amounts: 250 HT and 500 MDX
    expect(sent.migration.args).toMatchObject({ amountTokenMin: 497n, amountETHMin: 248n })
    expect(submitter.submitted).toHaveLength(2)
  })

  const refusals: [string, Partial<V1ExchangeReads>, Partial<MigrateOrder>, unknown][] = [
    ['a token without a V1 exchange', {}, { token: hecoMdx }, NoV1ExchangeError],
    ['the wrapped-native pool', {}, { token: WHT }, WrappedNativeMigrationError],
    ['an account without V1 liquidity', { liquidity: 0n }, {}, NoV1LiquidityError],
  ]
  it.each(refusals)('refuses %s in prepare: a refusal sends nothing', async (_, reads, overrides, error) => {
    const { action, submitter, order } = setUp(reads)
    await expect(action.prepare(order(overrides))).rejects.toBeInstanceOf(error)
    expect(submitter.submitted).toHaveLength(0)
  })

  it('refuses a position it cannot read, naming what did not answer, and sends nothing', async () => {
    const { v1, chain, approval, migration, submitter, order } = setUp()
    const silentFactory = { ...v1, exchangesOf: async () => [undefined], positionsOf: v1.positionsOf.bind(v1) }
    const unread = new MigrateAction(silentFactory, chain, approval, migration).prepare(order())
    await expect(unread).rejects.toThrow(`Could not read your V1 position from the V1 factory ${V1_FACTORY}`)
    const stranger = order({ account: `0x${'7'.repeat(40)}` }) // the exchange answers nothing for this account
    await expect(new MigrateAction(v1, chain, approval, migration).prepare(stranger)).rejects.toBeInstanceOf(
      V1PositionUnreadableError,
    )
    expect(submitter.submitted).toHaveLength(0)
  })
})
