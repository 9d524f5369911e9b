import { describe, expect, it } from 'vitest'
import { ApprovalService } from '../../../../src/domain/approval/ApprovalService'
import { AddLiquidityAction } from '../../../../src/domain/liquidity/AddLiquidityAction'
import { LiquidityService } from '../../../../src/domain/liquidity/LiquidityService'
import { MintField } from '../../../../src/domain/liquidity/MintState'
import { AddLiquiditySender, type AddOrder } from '../../../../src/ui/features/pool/AddLiquiditySender'
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
const UNLIMITED = 2n ** 256n - 1n

/**
 * The add form on the 1:1 USDT/MDX pool of 1,000 each, 10 of each shown, its own checks passed (its view of the chain
 * may be stale): the chain says the account holds `usdt` USDT and 100 MDX; the form reads the router allowed for
 * nothing yet, or for everything (`approved`).
 */
function setUp(options: { usdt: bigint; approved?: boolean }) {
  const reads = new InMemoryChainReads()
  reads.setReserves(128, usdtMdx.address, { reserve0: usdtMdx.reserve0, reserve1: usdtMdx.reserve1 })
  reads.setBalance(128, ACCOUNT, hecoUsdt, options.usdt)
  reads.setBalance(128, ACCOUNT, hecoMdx, 100n * E18)
  const lpTokens = new InMemoryLiquidityTokenReads()
  lpTokens.setTotalSupply(128, usdtMdx.address, 1_000n * E18)
  const submitter = new InMemoryTransactionSubmitter()
  const gas = new InMemoryGasEstimator()
  const approval = new ApprovalService(abiCalls, gas, submitter, new InMemoryTokenAllowances())
  const clock = new ManualClock(1_700_000_000_000)
  const signer = new RecordingTypedDataSigner()
  const liquidity = new LiquidityService(abiCalls, gas, submitter, signer, lpTokens, clock, new ManualBlockTime())
  const cleared: string[] = []
  const allowance = options.approved ? UNLIMITED : 0n
  const order: AddOrder = {
    account: ACCOUNT,
    amounts: { amountA: { currency: hecoUsdt, raw: 10n * E18 }, amountB: { currency: hecoMdx, raw: 10n * E18 } },
    inputError: undefined,
    reads: { allowances: [allowance, allowance] },
    clear: () => cleared.push('cleared'),
  }
  const directory = { chainId: 128, chainConfig: hecoConfig }
  const settings = { settings: { userSlippageTolerance: 50, userDeadline: 1200 } } as never
  const transactions = { hasPendingApproval: () => false }
  const services = { addLiquidityAction: new AddLiquidityAction(reads, lpTokens, approval, liquidity) }
  const sender = new AddLiquiditySender(order, directory, settings, transactions, services)
  return { sender, submitter, reads, cleared }
}

describe('AddLiquiditySender (the add action’s prepare before each step)', () => {
  it('approves each token after the checks, then adds the amounts shown', async () => {
    const { sender, submitter } = setUp({ usdt: 100n * E18 })
    await sender.approve(MintField.CURRENCY_A)
    await sender.approve(MintField.CURRENCY_B)
    expect(submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['approve', 'approve'])
    const approved = setUp({ usdt: 100n * E18, approved: true })
    expect(approved.sender.canAdd).toBe(true)
    await approved.sender.openConfirmation()
    await approved.sender.confirm()
    expect(approved.sender.confirmation?.hash).toMatch(/^0x/)
    expect(approved.submitter.submitted.map((s) => s.tracked.summary.kind)).toEqual(['addLiquidity'])
    approved.sender.dismissConfirmation()
    expect(approved.cleared).toEqual(['cleared'])
  })

  it('refuses an amount above the balance read now: no approval, no add, the refusal shown', async () => {
    const { sender, submitter } = setUp({ usdt: 5n * E18 })
    await sender.approve(MintField.CURRENCY_A)
    expect(sender.actionError).toBe('Insufficient USDT balance')
    await sender.approve(MintField.CURRENCY_B)
    expect(submitter.submitted).toHaveLength(0)
    const approved = setUp({ usdt: 5n * E18, approved: true })
    await approved.sender.openConfirmation() // Supply: refused before the dialog opens
    expect(approved.sender.confirmation).toBeUndefined()
    expect(approved.sender.actionError).toBe('Insufficient USDT balance')
    expect(approved.submitter.submitted).toHaveLength(0)
  })

  it('checks again at Confirm: a balance spent after the dialog opened sends nothing, and the dialog says why', async () => {
    const { sender, submitter, reads, cleared } = setUp({ usdt: 100n * E18, approved: true })
    await sender.openConfirmation()
    expect(sender.confirmation).toBeDefined()
    reads.setBalance(128, ACCOUNT, hecoUsdt, 5n * E18) // spent elsewhere while the dialog is open
    await sender.confirm()
    expect(sender.confirmation?.hash).toBeUndefined()
    expect(sender.confirmation?.error).toBe('Insufficient USDT balance')
    expect(submitter.submitted).toHaveLength(0)
    expect(cleared).toEqual([])
  })
})
