import type { ContractCalls } from '../../ports/ContractCalls'
import type { GasEstimator } from '../../ports/GasEstimator'
import type { TokenAllowances } from '../../ports/TokenAllowances'
import type { Submitted, TransactionSubmitter } from '../../ports/TransactionSubmitter'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import type { Token } from '../currency/Token'
import { MAX_UINT256 } from '../math/uintLimits'
import { ApprovalState } from './ApprovalState'
import { type ApproveEstimate, chooseApprovalAmount } from './chooseApprovalAmount'
import { computeApprovalState } from './computeApprovalState'

/** Who approves whom for what: the chain, the owner, the token, the spender and the amount the next step needs. */
export interface ApprovalRequest {
  readonly chainId: number
  readonly account: string
  readonly token: Token
  readonly spender: string
  readonly amount: bigint
}

/** What an action sent through a contract: the contract's approval first when its allowance fell short, then the action. */
export interface SentAfterApproval {
  readonly approval: Submitted | undefined
  readonly sent: Submitted
}

/**
 * Approving a spender (spec section 4), for every screen and command that moves tokens through a contract: an
 * unlimited approval when its gas estimate succeeds, else the exact amount; 'Authorize failed' when neither
 * estimates. The approval is recorded with its token and spender, so that it shows as pending until mined.
 */
export class ApprovalService {
  constructor(
    private readonly calls: ContractCalls,
    private readonly gas: GasEstimator,
    private readonly submitter: TransactionSubmitter,
    private readonly allowances: TokenAllowances,
  ) {}

  /**
   * Sends the approval.
   *
   * @throws ApprovalEstimateFailedError ('Authorize failed') when neither the unlimited nor the exact call estimates.
   */
  async approve(request: ApprovalRequest): Promise<Submitted> {
    const { chainId, account, token, spender, amount } = request
    const estimate = async (value: bigint): Promise<ApproveEstimate> => {
      const data = await this.calls.encode('erc20', 'approve', [spender, value])
      const outcome = await this.gas.estimate(chainId, { from: account, to: token.address, data, value: 0n })
      return outcome.kind === 'estimated'
        ? { ok: true, gas: outcome.gas }
        : { ok: false, reason: outcome.kind === 'reverted' ? outcome.reason : 'no estimate' }
    }
    const unlimited = await estimate(MAX_UINT256)
    const plan = chooseApprovalAmount(unlimited, unlimited.ok ? undefined : await estimate(amount), amount)
    return this.submitter.submit(
      chainId,
      {
        to: token.address,
        data: await this.calls.encode('erc20', 'approve', [spender, plan.amount]),
        gasLimit: plan.gasLimit,
      },
      { summary: { kind: 'approve', symbol: token.symbol }, approval: { tokenAddress: token.address, spender } },
    )
  }

  /**
   * Approves `target.contract` for `raw` of `token` when its allowance falls short, then sends: the whole flow after an
   * action's `prepare` for a driver that takes it in one go, where the contract moves the tokens from `target.account`
   * (the pledge, the capital deposit, the DK exchange, the HJW investment).
   *
   * @example await approval.approveContractThenSend(prepared.target, prepared.lpToken, prepared.amount, () => mining.pledge(prepared))
   */
  async approveContractThenSend(
    target: { readonly chainId: number; readonly contract: string; readonly account: string },
    token: Token,
    raw: bigint,
    send: () => Promise<Submitted>,
  ): Promise<SentAfterApproval> {
    const { chainId, account, contract } = target
    const approval = await this.approveIfNeeded({
      chainId,
      account,
      amount: { currency: token, raw },
      spender: contract,
    })
    return { approval, sent: await send() }
  }

  /**
   * Approves `spender` for `amount` when the allowance read now falls short (the terminal's way: it has no live
   * allowance); nothing for the native coin. Resolves with the approval sent, if any.
   */
  async approveIfNeeded(input: {
    readonly chainId: number
    readonly account: string
    readonly amount: CurrencyAmount
    readonly spender: string
  }): Promise<Submitted | undefined> {
    const { chainId, account, amount, spender } = input
    const token = amount.currency
    if (token.kind === 'native') return undefined
    const allowance = await this.allowances.allowanceOf(chainId, token.address, account, spender)
    const state = computeApprovalState({ amountToApprove: amount, spender, allowance, pendingApproval: false })
    if (state === ApprovalState.APPROVED) return undefined
    return this.approve({ chainId, account, token, spender, amount: amount.raw })
  }
}
