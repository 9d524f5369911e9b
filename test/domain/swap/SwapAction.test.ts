import { describe, expect, it } from 'vitest'
import { ApprovalService } from '../../../src/domain/approval/ApprovalService'
import { AmountRequiredError } from '../../../src/domain/errors/AmountRequiredError'
import { IdenticalCurrenciesError } from '../../../src/domain/errors/IdenticalCurrenciesError'
import { InputRejectedError } from '../../../src/domain/errors/InputRejectedError'
import { PriceImpactTooHighError } from '../../../src/domain/errors/PriceImpactTooHighError'
import { RiskyRecipientError } from '../../../src/domain/errors/RiskyRecipientError'
import { UnknownCurrencyError } from '../../../src/domain/errors/UnknownCurrencyError'
import { SwapAction, type SwapActionOrder } from '../../../src/domain/swap/SwapAction'
import { SwapService } from '../../../src/domain/swap/SwapService'
import { findOfferedTrade } from '../../../src/domain/trade/findOfferedTrade'
import { PairIndex } from '../../../src/domain/trade/PairIndex'
import { TradeType } from '../../../src/domain/trade/TradeType'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryAccountCode } from '../../doubles/InMemoryAccountCode'
import { InMemoryChainReads } from '../../doubles/InMemoryChainReads'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryTokenAllowances } from '../../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'
import { ManualClock } from '../../doubles/ManualClock'
import { hecoConfig, hecoHt, hecoUsdt } from '../support/fixtures'
import { hecoMdx, usdtMdx } from '../support/tradingGraph'

const E18 = 10n ** 18n
const ACCOUNT = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
const CONTRACT = '0x00000000000000000000000000000000000000C0'

/** The 1:1 USDT/MDX pool of 1,000 each, and an account holding 100 USDT and 5 HT; nothing approved yet. */
function setUp() {
  const reads = new InMemoryChainReads()
  reads.setReserves(128, usdtMdx.address, { reserve0: usdtMdx.reserve0, reserve1: usdtMdx.reserve1 })
  reads.setBalance(128, ACCOUNT, hecoUsdt, 100n * E18)
  reads.setBalance(128, ACCOUNT, hecoHt, 5n * E18)
  const submitter = new InMemoryTransactionSubmitter()
  const gas = new InMemoryGasEstimator()
  const code = new InMemoryAccountCode()
  code.contracts.add(CONTRACT.toLowerCase())
  const approval = new ApprovalService(abiCalls, gas, submitter, new InMemoryTokenAllowances())
  const swaps = new SwapService(
    abiCalls,
    gas,
    submitter,
    new ManualClock(1_700_000_000_000),
    code,
    new ManualBlockTime(),
  )
  const action = new SwapAction(reads, approval, swaps)
  /** A swap of 10 USDT for MDX by the account to itself, changed by `request` and `overrides`. */
  const order = (
    request: Partial<SwapActionOrder['request']> = {},
    overrides: Partial<SwapActionOrder> = {},
  ): SwapActionOrder => ({
    market: { config: hecoConfig, tokens: [hecoUsdt, hecoMdx, hecoConfig.nativeCurrency.wrapped] },
    migrator: undefined,
    request: { amount: '10', from: 'USDT', to: 'MDX', exactOut: false, ...request },
    account: ACCOUNT,
    recipient: ACCOUNT,
    slippageBips: 50,
    expertMode: false,
    ...overrides,
  })
  return { reads, submitter, action, order }
}

describe('SwapAction', () => {
  it('prepares the form’s trade without sending, then approves the router and swaps', async () => {
    const { action, submitter, order } = setUp()
    const swap = order()
    const prepared = await action.prepare(swap)
    expect(prepared.kind).toBe('swap')
    if (prepared.kind !== 'swap') return
    expect(prepared.summary.route).toEqual(['USDT', 'MDX'])
    expect(prepared.maximumIn.raw).toBe(10n * E18)
    expect(submitter.submitted).toHaveLength(0)
    const sent = await action.send(swap, prepared, 1200)
    expect(sent.approval).toBeDefined()
    expect(sent.swap?.methodName).toBe('swapExactTokensForTokens')
    expect(submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['approve', 'swap'])
  })

  it('prepares HT → WHT as a wrap, which needs no approval', async () => {
    const { action, submitter, order } = setUp()
    const wrap = order({ amount: '2', from: 'HT', to: 'WHT' })
    const prepared = await action.prepare(wrap)
    expect(prepared).toMatchObject({ kind: 'wrap', direction: 'wrap' })
    await action.send(wrap, prepared, 1200)
    expect(submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['wrap'])
  })

  const refusals: [string, Partial<SwapActionOrder['request']>, Partial<SwapActionOrder>, unknown][] = [
    ['an unknown token', { from: 'NOPE' }, {}, UnknownCurrencyError],
    ['the same token twice', { to: 'USDT' }, {}, IdenticalCurrenciesError],
    ['an amount of 0', { amount: '0' }, {}, AmountRequiredError],
    ['no route', { to: 'WHT' }, {}, InputRejectedError],
    ['a balance short of the amount', { amount: '200' }, {}, InputRejectedError],
    ['the router as recipient', {}, { recipient: hecoConfig.routerAddress }, InputRejectedError],
    ['a contract as recipient', {}, { recipient: CONTRACT }, RiskyRecipientError],
    ['a price impact of 15% or more', { amount: '300' }, {}, PriceImpactTooHighError],
  ]
  it.each(refusals)('refuses %s in prepare, before anything is sent', async (_, request, overrides, error) => {
    const { action, submitter, order, reads } = setUp()
    reads.setBalance(128, ACCOUNT, hecoUsdt, request.amount === '300' ? 1_000n * E18 : 100n * E18)
    await expect(action.prepare(order(request, overrides))).rejects.toBeInstanceOf(error)
    expect(submitter.submitted).toHaveLength(0)
  })

  it('names the first input error in the spec’s order: liquidity before balance', async () => {
    const { action, order } = setUp()
    await expect(action.prepare(order({ to: 'WHT', amount: '500' }))).rejects.toMatchObject({
      inputError: { key: 'insufficientLiquidity' },
    })
    await expect(action.prepare(order({ amount: '200' }))).rejects.toMatchObject({
      inputError: { key: 'insufficientBalance' },
    })
  })

  it('checks a trade the form quoted itself without quoting again, then approves and swaps it as steps', async () => {
    const { action, submitter, order, reads } = setUp()
    const { trade } = findOfferedTrade(
      new PairIndex([usdtMdx]),
      TradeType.EXACT_INPUT,
      { currency: hecoUsdt, raw: 10n * E18 },
      hecoMdx,
      false,
    )
    reads.setReserves(128, usdtMdx.address, { reserve0: 1n, reserve1: 1n }) // a second quote would find no route
    const prepared = await action.prepareTrade(order(), trade)
    expect(prepared.trade).toBe(trade)
    expect(prepared.maximumIn.raw).toBe(10n * E18)
    await action.approve(order(), prepared)
    await action.swap(order(), prepared, 1200)
    expect(submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['approve', 'swap'])
    reads.setBalance(128, ACCOUNT, hecoUsdt, 5n * E18)
    await expect(action.prepareTrade(order(), trade)).rejects.toMatchObject({
      inputError: { key: 'insufficientBalance' },
    })
    expect(submitter.submitted).toHaveLength(2)
  })
})
