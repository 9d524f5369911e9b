import { describe, expect, it } from 'vitest'
import { NoV1ExchangeError } from '../../../src/domain/errors/NoV1ExchangeError'
import { NoV1LiquidityError } from '../../../src/domain/errors/NoV1LiquidityError'
import { V1PositionUnreadableError } from '../../../src/domain/errors/V1PositionUnreadableError'
import { MigrationService } from '../../../src/domain/migrate/MigrationService'
import { RemoveV1Action, type RemoveV1Order } from '../../../src/domain/migrate/RemoveV1Action'
import type { V1ExchangeReads } from '../../../src/ports/V1Liquidity'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
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

/** A quarter of USDT's V1 exchange (1000 HT and 2000 USDT), and the same of the wrapped-native pool. */
function setUp(reads: Partial<V1ExchangeReads> = {}) {
  const v1 = new InMemoryV1Liquidity()
  v1.setExchange(128, hecoUsdt.address, EXCHANGE)
  v1.setExchange(128, WHT.address, WHT_EXCHANGE)
  const position = { liquidity: 40n, totalSupply: 160n, ethReserve: 1000n, tokenReserve: 2000n, allowance: 0n }
  v1.setReads(128, ACCOUNT, EXCHANGE, { ...position, ...reads })
  v1.setReads(128, ACCOUNT, WHT_EXCHANGE, position)
  const submitter = new InMemoryTransactionSubmitter()
  const migration = new MigrationService(
    abiCalls,
    new InMemoryGasEstimator(),
    submitter,
    new ManualClock(1_700_000_000_000),
    new ManualBlockTime(),
  )
  const order = (overrides: Partial<RemoveV1Order> = {}): RemoveV1Order => ({
    config: hecoConfig,
    v1Factory: V1_FACTORY,
    migrator: MIGRATOR,
    account: ACCOUNT,
    token: hecoUsdt,
    percent: 100n,
    ...overrides,
  })
  return { v1, migration, submitter, order, action: new RemoveV1Action(v1, migration) }
}

describe('RemoveV1Action', () => {
  it('reads the position without sending, then removes the whole of it on its V1 exchange', async () => {
    const { action, submitter, order } = setUp()
    const prepared = await action.prepare(order())
    expect(prepared.position).toMatchObject({ exchange: EXCHANGE, token: hecoUsdt, liquidity: 40n })
    expect(submitter.submitted).toHaveLength(0)
    const sent = await action.send(order(), prepared)
    expect(sent.args).toMatchObject({ amount: 40n, minEth: 1n, minTokens: 1n })
    expect(sent.worth).toEqual({ eth: 250n, token: 500n }) // a quarter of the reserves
    expect(submitter.submitted.map((s) => [s.request.to.toLowerCase(), s.tracked.summary.kind])).toEqual([
      [EXCHANGE, 'removeV1'],
    ])
  })

  it('removes a percent of the wrapped-native pool, which cannot migrate: this is the way out of it', async () => {
    const { action, order } = setUp()
    const half = order({ token: WHT, percent: 50n })
    const sent = await action.send(half, await action.prepare(half))
    expect(sent.args.amount).toBe(20n)
    expect(sent.worth).toEqual({ eth: 125n, token: 250n })
  })

  const refusals: [string, Partial<V1ExchangeReads>, Partial<RemoveV1Order>, unknown][] = [
    ['a token without a V1 exchange', {}, { token: hecoMdx }, NoV1ExchangeError],
    ['an account without V1 liquidity', { liquidity: 0n }, {}, NoV1LiquidityError],
    ['a position the exchange does not answer', {}, { account: `0x${'7'.repeat(40)}` }, V1PositionUnreadableError],
  ]
  it.each(refusals)('refuses %s in prepare: a refusal sends nothing', async (_, reads, overrides, error) => {
    const { action, submitter, order } = setUp(reads)
    await expect(action.prepare(order(overrides))).rejects.toBeInstanceOf(error)
    expect(submitter.submitted).toHaveLength(0)
  })

  it('refuses when the V1 factory does not answer, naming it', async () => {
    const { v1, migration, submitter, order } = setUp()
    const silentFactory = { exchangesOf: async () => [undefined], positionsOf: v1.positionsOf.bind(v1) }
    const unread = new RemoveV1Action(silentFactory, migration).prepare(order())
    await expect(unread).rejects.toThrow(`Could not read your V1 position from the V1 factory ${V1_FACTORY}`)
    expect(submitter.submitted).toHaveLength(0)
  })
})
