import { reaction } from 'mobx'
import { ApprovalState } from '../../../domain/approval/ApprovalState'
import { computeApprovalState } from '../../../domain/approval/computeApprovalState'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import type { DomainServices } from '../../../domain/DomainServices'
import { formatUnits } from '../../../domain/format/formatUnits'
import { parseTypedAmount } from '../../../domain/input/parseTypedAmount'
import { ApproveThenSend } from '../../stores/ApproveThenSend'
import { observableExcept } from '../../stores/observableExcept'
import { sendSettled } from '../../stores/sendSettled'
import type { CapitalPoolStore } from './CapitalPoolStore'

/**
 * The capital pool's deposit form (spec sections 4 and 5): an option with its term (0 days: any time), the amount with
 * MAX. Deposit runs the domain's checks first (fillAmount, beyondMax, the listing, an unoffered option, the open deposits), approves the pool when
 * the allowance falls short, and continues with the deposit by itself once the approval shows in the allowance.
 */
export class CapitalDepositStore {
  chosenOption = 0
  amountText = ''
  sending = false
  /** Approve first; the deposit then goes by itself. */
  readonly step: ApproveThenSend

  constructor(
    private readonly pool: CapitalPoolStore,
    private readonly services: Pick<DomainServices, 'mining' | 'approval'>,
  ) {
    this.step = new ApproveThenSend(services.approval, () => this.approval)
    observableExcept(this, ['pool', 'services', 'step'])
  }

  /** Between sending the approval and seeing it in the allowance: the deposit then goes by itself. */
  get awaitingApproval(): boolean {
    return this.step.awaitingApproval
  }

  /** The chosen option when the pool offers it, else its first. */
  get optionId(): number {
    const { options } = this.pool
    return options.some((option) => option.option === this.chosenOption)
      ? this.chosenOption
      : (options[0]?.option ?? this.chosenOption)
  }

  get amount(): CurrencyAmount | undefined {
    const { token } = this.pool
    return token ? parseTypedAmount(this.amountText, token) : undefined
  }

  get approval(): ApprovalState {
    const { token, address } = this.pool
    return computeApprovalState({
      amountToApprove: this.amount,
      spender: address,
      allowance: this.pool.allowance,
      pendingApproval: !!token && !!address && this.pool.session.hasPendingApproval(token.address, address),
    })
  }

  /** Approve first: the button reads Approve (Approving while pending) until the allowance covers the amount. */
  get needsApproval(): boolean {
    return this.approval === ApprovalState.NOT_APPROVED || this.approval === ApprovalState.PENDING
  }

  chooseOption(option: number): void {
    this.chosenOption = option
  }

  type(text: string): void {
    this.amountText = text
  }

  setMax(): void {
    const { token, walletBalance } = this.pool
    if (token && walletBalance !== undefined) this.amountText = formatUnits(walletBalance, token.decimals)
  }

  /** Continues an approved deposit by itself and clears the form when the token changes; returns the stop function. */
  watch(): () => void {
    const stopApproved = this.step.watch(() => void this.send())
    const stopToken = reaction(
      () => this.pool.token?.address,
      () => {
        this.amountText = ''
        this.step.reset()
      },
    )
    return () => {
      stopApproved()
      stopToken()
    }
  }

  /** Checks the deposit, approves when needed (the deposit then follows by itself), else deposits. */
  async submit(): Promise<void> {
    const input = this.input()
    if (!input || this.sending || this.awaitingApproval) return
    try {
      await this.services.mining.checkCapitalDeposit(input)
      await this.step.approveOrSendTo(input.target, input.token, input.amount ?? 0n, () => this.send())
    } catch (error) {
      this.pool.fail(error)
    }
  }

  private input() {
    const { token } = this.pool
    const target = this.pool.target()
    if (!token || !target) return undefined
    return {
      target,
      token,
      amount: this.amount?.raw,
      balance: this.pool.walletBalance ?? 0n,
      option: this.optionId,
      offeredOptions: this.pool.options,
      listed: this.pool.figures?.listed ?? false,
      deposits: this.pool.figures?.deposits ?? [],
    }
  }

  private async send(): Promise<void> {
    const input = this.input()
    if (!input) return
    await sendSettled(this.pool, {
      busy: (busy) => (this.sending = busy),
      send: () => this.services.mining.capitalDeposit(input),
      texts: { success: 'capital.depositSuccess', failure: 'capital.error.depositFailed' },
      succeeded: () => {
        this.amountText = ''
        void this.pool.refresh()
      },
      fail: (error) => this.pool.fail(error),
    })
  }
}
