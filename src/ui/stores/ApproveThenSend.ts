import { reaction, runInAction } from 'mobx'
import type { ApprovalRequest, ApprovalService } from '../../domain/approval/ApprovalService'
import { ApprovalState } from '../../domain/approval/ApprovalState'
import type { Token } from '../../domain/currency/Token'
import { observableExcept } from './observableExcept'

/**
 * The approve-then-continue step of a form that spends a token on a programme contract (pledge, capital deposit, the
 * DK and HJW exchanges): with the allowance short it sends the approval and, once the approval shows in the
 * allowance, lets the form send by itself; with the allowance enough it sends at once. The form keeps its own checks,
 * its approval state (from its allowance) and what it sends.
 */
export class ApproveThenSend {
  /** Between sending the approval and seeing it in the allowance: the form then sends by itself. */
  awaitingApproval = false
  /** The form's checks are reading the chain: a second tap waits for them instead of approving or sending twice. */
  checking = false

  constructor(
    private readonly approvals: Pick<ApprovalService, 'approve'>,
    /** The form's approval state for what it would send now. */
    private readonly state: () => ApprovalState,
  ) {
    observableExcept(this, ['approvals', 'state'])
  }

  /**
   * Sends now when approved; approves when not (`watch` then continues); does nothing while an approval is pending
   * or this step's own approval awaits its allowance.
   * A failed approval leaves the form ready to try again, and throws.
   */
  async approveOrSend(request: ApprovalRequest, send: () => Promise<void>): Promise<void> {
    if (this.awaitingApproval) return // the approval this step sent: `watch` sends once it shows
    const state = this.state()
    if (state === ApprovalState.APPROVED) return send()
    if (state !== ApprovalState.NOT_APPROVED) return
    this.awaitingApproval = true
    try {
      await this.approvals.approve(request)
    } catch (error) {
      runInAction(() => (this.awaitingApproval = false))
      throw error
    }
  }

  /**
   * approveOrSend for a programme contract: `target.contract` would move `amount` of `token` from `target.account`.
   *
   * @example await this.step.approveOrSendTo(input.target, input.token, input.amount ?? 0n, () => this.send())
   */
  approveOrSendTo(
    target: { readonly chainId: number; readonly contract: string; readonly account: string },
    token: Token,
    amount: bigint,
    send: () => Promise<void>,
  ): Promise<void> {
    const { chainId, account, contract } = target
    return this.approveOrSend({ chainId, account, spender: contract, token, amount }, send)
  }

  /** Whether a tap on the form's button would go nowhere: it is `sending`, checking, or awaiting this step's approval. */
  busy(sending: boolean): boolean {
    return sending || this.checking || this.awaitingApproval
  }

  /**
   * A form's submit, unless `busy`: `prepare` runs the action's checks on what is read now with `checking` set, then
   * approveOrSendTo the contract for the amount it returns; a refusal or a failed approval goes to `fail` (and sends
   * nothing).
   *
   * @example await this.step.checkThenApproveOrSend({ sending: this.sending, prepare, send, fail })
   */
  async checkThenApproveOrSend(form: {
    /** The form's own send is under way. */
    readonly sending: boolean
    readonly prepare: () => Promise<{
      readonly target: { readonly chainId: number; readonly contract: string; readonly account: string }
      readonly token: Token
      readonly amount: bigint
    }>
    readonly send: () => Promise<void>
    readonly fail: (error: unknown) => void
  }): Promise<void> {
    if (this.busy(form.sending)) return
    runInAction(() => (this.checking = true))
    try {
      const { target, token, amount } = await form.prepare()
      runInAction(() => (this.checking = false))
      await this.approveOrSendTo(target, token, amount, form.send)
    } catch (error) {
      form.fail(error)
    } finally {
      runInAction(() => (this.checking = false))
    }
  }

  /** Calls `continueSending` once, when an approval this step sent shows in the allowance. Returns the stop function. */
  watch(continueSending: () => void): () => void {
    return reaction(
      () => this.awaitingApproval && this.state() === ApprovalState.APPROVED,
      (approved) => {
        if (!approved) return
        this.awaitingApproval = false
        continueSending()
      },
    )
  }

  /**
   * Where the form's button stands, for its text: `sending` the action, `approving` (an approval this step sent, or
   * one pending), `approve` (the allowance falls short), else `ready` to send.
   */
  phase(sending: boolean): 'sending' | 'approving' | 'approve' | 'ready' {
    if (sending) return 'sending'
    const state = this.state()
    if (this.awaitingApproval || state === ApprovalState.PENDING) return 'approving'
    return state === ApprovalState.NOT_APPROVED ? 'approve' : 'ready'
  }

  /** Forgets an approval under way (the form closed, or its token changed). */
  reset(): void {
    this.awaitingApproval = false
  }
}
