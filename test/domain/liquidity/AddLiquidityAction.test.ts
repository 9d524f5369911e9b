import { describe, expect, it } from 'vitest'
import { ApprovalService } from '../../../src/domain/approval/ApprovalService'
import { IdenticalPoolTokensError } from '../../../src/domain/errors/IdenticalPoolTokensError'
import { InputRejectedError } from '../../../src/domain/errors/InputRejectedError'
import { AddLiquidityAction, type AddLiquidityOrder } from '../../../src/domain/liquidity/AddLiquidityAction'
import { LiquidityService } from '../../../src/domain/liquidity/LiquidityService'
import { MintField } from '../../../src/domain/liquidity/MintState'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryChainReads } from '../../doubles/InMemoryChainReads'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryLiquidityTokenReads } from '../../doubles/InMemoryLiquidityTokenReads'
import { InMemoryTokenAllowances } from '../../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'
import { ManualClock } from '../../doubles/ManualClock'
import { RecordingTypedDataSigner } from '../../doubles/RecordingTypedDataSigner'
import { hecoConfig, hecoUsdt } from '../support/fixtures'
import { hecoMdx, usdtMdx } from '../support/tradingGraph'

const E18 = 10n ** 18n
const ACCOUNT = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

/** The 1:1 USDT/MDX pool of 1,000 each (1,000 LP), and an account holding 100 of each; nothing approved yet. */
function setUp() {
  const reads = new InMemoryChainReads()
  reads.setReserves(128, usdtMdx.address, { reserve0: usdtMdx.reserve0, reserve1: usdtMdx.reserve1 })
  reads.setBalance(128, ACCOUNT, hecoUsdt, 100n * E18)
  reads.setBalance(128, ACCOUNT, hecoMdx, 100n * E18)
  const lpTokens = new InMemoryLiquidityTokenReads()
  lpTokens.setTotalSupply(128, usdtMdx.address, 1_000n * E18)
  const submitter = new InMemoryTransactionSubmitter()
  const gas = new InMemoryGasEstimator()
  const approval = new ApprovalService(abiCalls, gas, submitter, new InMemoryTokenAllowances())
  const clock = new ManualClock(1_700_000_000_000)
  const signer = new RecordingTypedDataSigner()
  const liquidity = new LiquidityService(abiCalls, gas, submitter, signer, lpTokens, clock, new ManualBlockTime())
  const order = (overrides: Partial<AddLiquidityOrder> = {}): AddLiquidityOrder => ({
    config: hecoConfig,
    tokens: [hecoUsdt, hecoMdx],
    account: ACCOUNT,
    currencyA: 'USDT',
    currencyB: 'MDX',
    amountA: '10',
    amountB: undefined,
    slippageBips: 50,
    ...overrides,
  })
  return { submitter, order, action: new AddLiquidityAction(reads, lpTokens, approval, liquidity) }
}

describe('AddLiquidityAction', () => {
  it('derives B from the pool’s price without sending, then approves both and adds', async () => {
    const { action, submitter, order } = setUp()
    const prepared = await action.prepare(order())
    expect(prepared).toMatchObject({ amountB: { raw: 10n * E18 }, noLiquidity: false })
    expect(submitter.submitted).toHaveLength(0)
    const sent = await action.send(order(), prepared, 1200)
    expect(sent.approvals).toHaveLength(2)
    expect(submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['approve', 'approve', 'addLiquidity'])
  })

  const refusals: [string, Partial<AddLiquidityOrder>, unknown][] = [
    ['the same token twice', { currencyB: 'USDT' }, IdenticalPoolTokensError],
    ['an amount of 0', { amountA: '0' }, InputRejectedError],
    ['a balance short of the amount', { amountA: '200' }, InputRejectedError],
    ['a balance short of the derived amount', { amountA: '50', amountB: '150' }, InputRejectedError],
  ]
  it.each(refusals)('refuses %s in prepare, before anything is sent', async (_, overrides, error) => {
    const { action, submitter, order } = setUp()
    await expect(action.prepare(order(overrides))).rejects.toBeInstanceOf(error)
    expect(submitter.submitted).toHaveLength(0)
  })

  it('checks the amounts the form shows with the balances read now, then approves one side and adds', async () => {
    const { action, submitter, order } = setUp()
    const shown = (usdt: bigint) => ({
      ...order(),
      amountA: { currency: hecoUsdt, raw: usdt },
      amountB: { currency: hecoMdx, raw: 10n * E18 },
    })
    await expect(action.prepareAmounts(shown(200n * E18))).rejects.toMatchObject({
      inputError: { key: 'insufficientBalance', params: { symbol: 'USDT' } },
    })
    expect(submitter.submitted).toHaveLength(0)
    const prepared = await action.prepareAmounts(shown(10n * E18))
    expect(prepared).toMatchObject({ amountA: { raw: 10n * E18 }, amountB: { raw: 10n * E18 }, noLiquidity: false })
    await action.approve(order(), prepared, MintField.CURRENCY_B)
    await action.add(order(), prepared, 1200)
    expect(submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['approve', 'addLiquidity'])
  })
})
