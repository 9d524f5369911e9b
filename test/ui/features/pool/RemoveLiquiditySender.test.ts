import { describe, expect, it } from 'vitest'
import { ApprovalService } from '../../../../src/domain/approval/ApprovalService'
import { LiquidityService } from '../../../../src/domain/liquidity/LiquidityService'
import { RemoveLiquidityAction } from '../../../../src/domain/liquidity/RemoveLiquidityAction'
import { liquidityTokenFor } from '../../../../src/domain/trade/liquidityTokenFor'
import { RemoveLiquiditySender, type RemoveOrder } from '../../../../src/ui/features/pool/RemoveLiquiditySender'
import { hecoConfig, hecoUsdt } from '../../../domain/support/fixtures'
import { hecoMdx, usdtMdx } from '../../../domain/support/tradingGraph'
import { abiCalls } from '../../../doubles/AbiCalls'
import { InMemoryChainReads } from '../../../doubles/InMemoryChainReads'
import { InMemoryGasEstimator } from '../../../doubles/InMemoryGasEstimator'
import { InMemoryLiquidityTokenReads } from '../../../doubles/InMemoryLiquidityTokenReads'
import { InMemoryTokenAllowances } from '../../../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionSubmitter } from '../../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../../doubles/ManualBlockTime'
import { ManualClock } from '../../../doubles/ManualClock'
import { RecordingTypedDataSigner } from '../../../doubles/RecordingTypedDataSigner'

const E18 = 10n ** 18n
const ACCOUNT = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

/** The remove form burning 10 of the 1,000 LP of the 1:1 USDT/MDX pool; the chain says the account holds `lp`. */
function setUp(lp: bigint) {
  const reads = new InMemoryChainReads()
  reads.setReserves(128, usdtMdx.address, { reserve0: usdtMdx.reserve0, reserve1: usdtMdx.reserve1 })
  reads.setBalance(128, ACCOUNT, liquidityTokenFor(128, usdtMdx.address), lp)
  const lpTokens = new InMemoryLiquidityTokenReads()
  lpTokens.setTotalSupply(128, usdtMdx.address, 1_000n * E18)
  const submitter = new InMemoryTransactionSubmitter()
  const signer = new RecordingTypedDataSigner()
  const gas = new InMemoryGasEstimator()
  const approval = new ApprovalService(abiCalls, gas, submitter, new InMemoryTokenAllowances())
  const clock = new ManualClock(1_700_000_000_000)
  const liquidity = new LiquidityService(abiCalls, gas, submitter, signer, lpTokens, clock, new ManualBlockTime())
  const order = {
    account: ACCOUNT,
    currencyA: hecoUsdt,
    currencyB: hecoMdx,
    pair: { address: usdtMdx.address, liquidityToken: liquidityTokenFor(128, usdtMdx.address) },
    amounts: {
      percent: { numerator: 1n, denominator: 10n },
      liquidity: 10n * E18,
      amountA: 10n * E18,
      amountB: 10n * E18,
    },
    inputError: undefined,
    reads: { allowance: 0n },
    clear: () => {},
  } as unknown as RemoveOrder
  const settings = { settings: { userSlippageTolerance: 50, userDeadline: 1200 } }
  const transactions = { hasPendingApproval: () => false }
  const services = { removeLiquidityAction: new RemoveLiquidityAction(reads, lpTokens, approval, liquidity) }
  const directory = { chainId: 128, chainConfig: hecoConfig }
  const sender = new RemoveLiquiditySender(
    order,
    directory as never,
    settings as never,
    transactions as never,
    services,
  )
  return { sender, submitter, signer }
}

describe('RemoveLiquiditySender (the remove action’s prepare before each step)', () => {
  it('signs a permit, shows what the action prepared and removes it', async () => {
    const { sender, submitter, signer } = setUp(100n * E18)
    await sender.signPermit()
    expect(signer.signed).toHaveLength(1)
    await sender.openConfirmation()
    expect(sender.confirmation?.amounts).toMatchObject({ liquidity: 10n * E18, amountA: 10n * E18, amountB: 10n * E18 })
    await sender.confirm()
    expect(sender.confirmation?.hash).toMatch(/^0x/)
    expect(submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['removeLiquidity'])
  })

  it('shows the refusal of a position the chain no longer holds: no approval, no permit, no dialog', async () => {
    const { sender, submitter, signer } = setUp(0n)
    await sender.approve()
    expect(sender.actionError).toBe("You don't have liquidity in this pool yet.")
    await sender.signPermit()
    await sender.openConfirmation()
    expect(sender.confirmation).toBeUndefined()
    expect(sender.actionError).toBe("You don't have liquidity in this pool yet.")
    expect(submitter.submitted).toHaveLength(0)
    expect(signer.signed).toHaveLength(0)
  })
})
