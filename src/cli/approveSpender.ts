import { MaxUint256 } from 'ethers'
import { IERC20Minimal__factory } from '../adapters/contracts/generated'
import { ApprovalState } from '../domain/approval/ApprovalState'
import { chooseApprovalAmount } from '../domain/approval/chooseApprovalAmount'
import { computeApprovalState } from '../domain/approval/computeApprovalState'
import type { CurrencyAmount } from '../domain/currency/CurrencyAmount'
import { GasEstimator } from '../ports/GasEstimator'
import { TokenAllowances } from '../ports/TokenAllowances'
import type { ChainSession } from './compositionRoot'
import { sendTracked } from './sendTracked'

const erc20 = IERC20Minimal__factory.createInterface()

/**
 * Approves `spender` to spend `amount` of its token when the allowance is short (spec section 4: unlimited first,
 * the exact amount when estimating the unlimited one fails); returns the approval's hash, if one was sent.
 */
export async function approveSpender(
  session: ChainSession,
  account: string,
  amount: CurrencyAmount,
  spender: string,
): Promise<string | undefined> {
  const currency = amount.currency
  if (currency.kind === 'native') return undefined
  const { chainId } = session.config
  const allowance = await session.container
    .get<TokenAllowances>(TokenAllowances)
    .allowanceOf(chainId, currency.address, account, spender)
  const state = computeApprovalState({
    amountToApprove: amount,
    spender,
    allowance,
    pendingApproval: false,
  })
  if (state === ApprovalState.APPROVED) return undefined
  const estimator = session.container.get<GasEstimator>(GasEstimator)
  const estimateApprove = async (value: bigint) => {
    const data = erc20.encodeFunctionData('approve', [spender, value])
    const outcome = await estimator.estimate(chainId, { from: account, to: currency.address, data, value: 0n })
    return outcome.kind === 'estimated'
      ? ({ ok: true, gas: outcome.gas } as const)
      : ({ ok: false, reason: outcome.kind === 'reverted' ? outcome.reason : 'no estimate' } as const)
  }
  const unlimited = await estimateApprove(MaxUint256)
  const plan = chooseApprovalAmount(unlimited, unlimited.ok ? undefined : await estimateApprove(amount.raw), amount.raw)
  const receipt = await sendTracked(
    session,
    {
      to: currency.address,
      data: erc20.encodeFunctionData('approve', [spender, plan.amount]),
      gasLimit: plan.gasLimit,
    },
    { summary: `Approve ${currency.symbol}`, approval: { tokenAddress: currency.address, spender } },
  )
  return receipt.transactionHash
}
