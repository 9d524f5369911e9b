import { describe, expect, it } from 'vitest'
import { ApprovalService } from '../../../../src/domain/approval/ApprovalService'
import { SwapAction } from '../../../../src/domain/swap/SwapAction'
import { SwapService } from '../../../../src/domain/swap/SwapService'
import { WrapAction } from '../../../../src/domain/swap/WrapAction'
import { findOfferedTrade } from '../../../../src/domain/trade/findOfferedTrade'
import { PairIndex } from '../../../../src/domain/trade/PairIndex'
import type { Trade } from '../../../../src/domain/trade/Trade'
import { TradeType } from '../../../../src/domain/trade/TradeType'
import { type SwapOrder, SwapSender } from '../../../../src/ui/features/swap/SwapSender'
import { hecoConfig, hecoHt, hecoUsdt } from '../../../domain/support/fixtures'
import { hecoMdx, usdtMdx } from '../../../domain/support/tradingGraph'
import { abiCalls } from '../../../doubles/AbiCalls'
import { InMemoryAccountCode } from '../../../doubles/InMemoryAccountCode'
import { InMemoryChainReads } from '../../../doubles/InMemoryChainReads'
import { InMemoryGasEstimator } from '../../../doubles/InMemoryGasEstimator'
import { InMemoryTokenAllowances } from '../../../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionSubmitter } from '../../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../../doubles/ManualBlockTime'
import { ManualClock } from '../../../doubles/ManualClock'

const E18 = 10n ** 18n
const ACCOUNT = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

/** The swap form on HT → WHT with `typedValue` typed, its account holding 5 HT (the form's own checks passed). */
function setUp(typedValue: string) {
  const reads = new InMemoryChainReads()
  reads.setBalance(128, ACCOUNT, hecoHt, 5n * E18)
  const submitter = new InMemoryTransactionSubmitter()
  const swap = new SwapService(
    abiCalls,
    new InMemoryGasEstimator(),
    submitter,
    new ManualClock(),
    new InMemoryAccountCode(),
    new ManualBlockTime(),
  )
  const cleared: string[] = []
  const order = {
    account: ACCOUNT,
    wrap: 'wrap',
    state: { typedValue },
    inputError: undefined,
    clearTypedValue: () => cleared.push(typedValue),
  } as unknown as SwapOrder
  const directory = { chainId: 128, chainConfig: hecoConfig, migratorAddress: undefined }
  const unused = {} as never
  const services = {
    approval: unused,
    swap,
    wrapAction: new WrapAction(reads, swap),
    swapAction: new SwapAction(reads, unused, swap),
  }
  const sender = new SwapSender(order, directory, unused, unused, async () => services, unused)
  return { sender, submitter, cleared }
}

describe('SwapSender wrap (the same prepare as fomo wrap)', () => {
  it('wraps the typed amount and empties the form', async () => {
    const { sender, submitter, cleared } = setUp('1.5')
    await sender.sendWrap()
    expect(submitter.submitted.map((s) => s.tracked.summary)).toEqual([
      { kind: 'wrap', amount: '1.5', from: 'HT', to: 'WHT' },
    ])
    expect(cleared).toEqual(['1.5'])
    expect(sender.actionError).toBeUndefined()
    expect(sender.wrapping).toBe(false)
  })

  it('shows the refusal of an amount over the balance read now, and sends nothing', async () => {
    const { sender, submitter, cleared } = setUp('6')
    await sender.sendWrap()
    expect(sender.actionError).toBe('Insufficient HT balance: you hold 5 HT; enter at most that amount.')
    expect(submitter.submitted).toHaveLength(0)
    expect(cleared).toEqual([])
    expect(sender.wrapping).toBe(false)
  })
})

/** The 1:1 USDT/MDX pool of 1,000 each, 10 USDT for MDX typed, the account holding 100 USDT on chain. */
const tenUsdtForMdx: Trade = findOfferedTrade(
  new PairIndex([usdtMdx]),
  TradeType.EXACT_INPUT,
  { currency: hecoUsdt, raw: 10n * E18 },
  hecoMdx,
  false,
).trade

/**
 * The swap form selling 10 USDT for MDX to `to`, its own checks passed (the form's view of the chain may be stale):
 * the chain says the account holds `usdt`; nothing approved yet (`allowance` 0), or everything (`approved`).
 */
function setUpSwap(options: { usdt: bigint; to?: string; approved?: boolean }) {
  const reads = new InMemoryChainReads()
  reads.setReserves(128, usdtMdx.address, { reserve0: usdtMdx.reserve0, reserve1: usdtMdx.reserve1 })
  reads.setBalance(128, ACCOUNT, hecoUsdt, options.usdt)
  const submitter = new InMemoryTransactionSubmitter()
  const gas = new InMemoryGasEstimator()
  const allowances = new InMemoryTokenAllowances()
  const approval = new ApprovalService(abiCalls, gas, submitter, allowances)
  const swap = new SwapService(
    abiCalls,
    gas,
    submitter,
    new ManualClock(),
    new InMemoryAccountCode(),
    new ManualBlockTime(),
  )
  const cleared: string[] = []
  const order: SwapOrder = {
    account: ACCOUNT,
    to: options.to ?? ACCOUNT,
    trade: tenUsdtForMdx,
    wrap: undefined,
    parsedAmount: tenUsdtForMdx.inputAmount,
    state: { typedValue: '10' },
    inputError: undefined,
    market: { allowance: options.approved ? 2n ** 256n - 1n : 0n },
    slippageBips: 50,
    expertMode: true, // sends from the button, without the dialog
    clearTypedValue: () => cleared.push('10'),
  }
  const directory = { chainId: 128, chainConfig: hecoConfig, migratorAddress: undefined }
  const settings = { settings: { userDeadline: 1200 } } as never
  const transactions = { hasPendingApproval: () => false } as never
  const services = {
    approval,
    swap,
    wrapAction: new WrapAction(reads, swap),
    swapAction: new SwapAction(reads, approval, swap),
  }
  const prompts = { confirm: () => true, prompt: () => 'confirm' }
  const sender = new SwapSender(order, directory, settings, transactions, async () => services, prompts)
  const texts = { confirm: 'confirm?', typed: 'type confirm' }
  return { sender, submitter, cleared, texts }
}

describe('SwapSender swap (the same prepare as fomo swap)', () => {
  it('approves the router after the checks, then swaps the trade and empties the form', async () => {
    const { sender, submitter, cleared, texts } = setUpSwap({ usdt: 100n * E18 })
    await sender.approve()
    expect(sender.approvalSubmitted).toBe(true)
    await sender.startSwap(texts)
    expect(sender.actionError).toBeUndefined()
    expect(submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['approve', 'swap'])
    expect(cleared).toEqual(['10'])
  })

  it('refuses an amount above the balance read now: no approval, no swap, the refusal shown', async () => {
    const { sender, submitter, cleared, texts } = setUpSwap({ usdt: 5n * E18 })
    await sender.approve()
    expect(sender.approvalSubmitted).toBe(false)
    expect(sender.actionError).toBe('Insufficient USDT balance')
    const approved = setUpSwap({ usdt: 5n * E18, approved: true })
    await approved.sender.startSwap(texts)
    expect(approved.sender.actionError).toBe('Insufficient USDT balance')
    expect(submitter.submitted).toHaveLength(0)
    expect(approved.submitter.submitted).toHaveLength(0)
    expect(cleared).toEqual([])
    expect(approved.cleared).toEqual([])
  })

  it('refuses a blocked recipient (the router): no approval, no swap', async () => {
    const { sender, submitter, texts } = setUpSwap({ usdt: 100n * E18, to: hecoConfig.routerAddress })
    await sender.approve()
    expect(sender.actionError).toBe('Invalid recipient')
    await sender.startSwap(texts)
    expect(sender.actionError).toBe('Invalid recipient')
    expect(submitter.submitted).toHaveLength(0)
  })
})
