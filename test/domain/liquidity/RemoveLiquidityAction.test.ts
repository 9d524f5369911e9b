import { describe, expect, it } from 'vitest'
import { ApprovalService } from '../../../src/domain/approval/ApprovalService'
import { IdenticalPoolTokensError } from '../../../src/domain/errors/IdenticalPoolTokensError'
import { InputRejectedError } from '../../../src/domain/errors/InputRejectedError'
import { NoLiquidityInPoolError } from '../../../src/domain/errors/NoLiquidityInPoolError'
import { NoPoolFoundError } from '../../../src/domain/errors/NoPoolFoundError'
import { LiquidityService } from '../../../src/domain/liquidity/LiquidityService'
import { RemoveLiquidityAction, type RemoveLiquidityOrder } from '../../../src/domain/liquidity/RemoveLiquidityAction'
import { liquidityTokenFor } from '../../../src/domain/trade/liquidityTokenFor'
import { abiCalls } from '../../doubles/AbiCalls'
import { InMemoryChainReads } from '../../doubles/InMemoryChainReads'
import { InMemoryGasEstimator } from '../../doubles/InMemoryGasEstimator'
import { InMemoryLiquidityTokenReads } from '../../doubles/InMemoryLiquidityTokenReads'
import { InMemoryTokenAllowances } from '../../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionSubmitter } from '../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../doubles/ManualBlockTime'
import { ManualClock } from '../../doubles/ManualClock'
import { RecordingTypedDataSigner } from '../../doubles/RecordingTypedDataSigner'
import { hecoConfig, hecoHt, hecoUsdt } from '../support/fixtures'
import { hecoMdx, usdtMdx } from '../support/tradingGraph'

const E18 = 10n ** 18n
const ACCOUNT = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

/** The 1:1 USDT/MDX pool of 1,000 each (1,000 LP), of which the account holds 100 LP; nothing approved yet. */
function setUp(lpBalance = 100n * E18) {
  const reads = new InMemoryChainReads()
  reads.setReserves(128, usdtMdx.address, { reserve0: usdtMdx.reserve0, reserve1: usdtMdx.reserve1 })
  reads.setBalance(128, ACCOUNT, liquidityTokenFor(128, usdtMdx.address), lpBalance)
  const lpTokens = new InMemoryLiquidityTokenReads()
  lpTokens.setTotalSupply(128, usdtMdx.address, 1_000n * E18)
  const submitter = new InMemoryTransactionSubmitter()
  const gas = new InMemoryGasEstimator()
  const approval = new ApprovalService(abiCalls, gas, submitter, new InMemoryTokenAllowances())
  const signer = new RecordingTypedDataSigner()
  const clock = new ManualClock(1_700_000_000_000)
  const liquidity = new LiquidityService(abiCalls, gas, submitter, signer, lpTokens, clock, new ManualBlockTime())
  const order = (overrides: Partial<RemoveLiquidityOrder> = {}): RemoveLiquidityOrder => ({
    config: hecoConfig,
    account: ACCOUNT,
    currencyA: hecoUsdt,
    currencyB: hecoMdx,
    burn: { percent: 25n },
    ...overrides,
  })
  const action = new RemoveLiquidityAction(reads, lpTokens, approval, liquidity)
  return { submitter, signer, order, action }
}

const settings = { slippageBips: 50, deadlineSeconds: 1200 }

describe('RemoveLiquidityAction', () => {
  it('prepares a quarter of the LP without sending, then signs a permit and removes with it', async () => {
    const { action, submitter, signer, order } = setUp()
    const prepared = await action.prepare(order())
    expect(prepared).toMatchObject({ liquidity: 25n * E18, amountA: { raw: 25n * E18 }, amountB: { raw: 25n * E18 } })
    expect(submitter.submitted).toHaveLength(0)
    const permit = await action.permit(order(), prepared, 1200)
    expect(signer.signed.map((s) => s.value)).toEqual([expect.objectContaining({ value: 25n * E18 })])
    const sent = await action.remove(order(), prepared, { approved: false, permit, ...settings })
    expect(sent.methodName).toBe('removeLiquidityWithPermit')
    expect(submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['removeLiquidity'])
  })

  it('approves the router for an LP amount instead, then removes without a permit', async () => {
    const { action, submitter, order } = setUp()
    const burnTen = order({ burn: { liquidity: 10n * E18 } })
    const prepared = await action.prepare(burnTen)
    expect(await action.approve(burnTen, prepared)).toBeDefined()
    const sent = await action.remove(burnTen, prepared, { approved: true, permit: undefined, ...settings })
    expect(sent.methodName).toBe('removeLiquidity')
    expect(submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['approve', 'removeLiquidity'])
  })

  const refusals: [string, Partial<RemoveLiquidityOrder>, bigint, unknown, string][] = [
    [
      'the same token twice',
      { currencyB: hecoUsdt },
      100n * E18,
      IdenticalPoolTokensError,
      'Invalid pair: USDT and USDT',
    ],
    ['a pool that does not exist', { currencyB: hecoHt }, 100n * E18, NoPoolFoundError, 'No pool found for USDT/HT.'],
    ['no LP tokens', {}, 0n, NoLiquidityInPoolError, "You don't have liquidity in this pool yet."],
    ['an LP amount above the balance', { burn: { liquidity: 101n * E18 } }, 100n * E18, InputRejectedError, 'Fomo-LP'],
    ['a burn that returns nothing', { burn: { liquidity: 0n } }, 100n * E18, InputRejectedError, 'Enter an amount'],
  ]
  it.each(refusals)('refuses %s in prepare: nothing is signed or sent', async (_, overrides, lp, error, message) => {
    const { action, submitter, signer, order } = setUp(lp)
    const refused = action.prepare(order(overrides))
    await expect(refused).rejects.toBeInstanceOf(error)
    await expect(refused).rejects.toThrow(message)
    expect(submitter.submitted).toHaveLength(0)
    expect(signer.signed).toHaveLength(0)
  })
})
