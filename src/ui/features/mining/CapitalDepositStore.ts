import { reaction } from 'mobx'
import type { ApprovalState } from '../../../domain/approval/ApprovalState'
import { approvalNeeded } from '../../../domain/approval/approvalNeeded'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import type { ActionServices, DomainServices } from '../../../domain/DomainServices'
import { formatUnits } from '../../../domain/format/formatUnits'
import { parseTypedAmount } from '../../../domain/input/parseTypedAmount'
import type { CapitalDepositOrder } from '../../../domain/mining/CapitalDepositAction'
import { ApproveThenSend } from '../../stores/ApproveThenSend'
import { observableExcept } from '../../stores/observableExcept'
import { sendSettled } from '../../stores/sendSettled'
import { spendApprovalState } from '../../stores/spendApprovalState'
import type { CapitalPoolStore } from './CapitalPoolStore'

/**
 * The capital pool's deposit form (spec sections 4 and 5): an option with its term (0 days: any time), the amount with
 * MAX. Deposit runs CapitalDepositAction's checks first (fillAmount, beyondMax, the listing, an unoffered option, the
 * open deposits) on what it reads then, approves the pool when the allowance falls short, and continues with the
 * deposit by itself once the approval shows in the allowance.
 */
export class CapitalDepositStore {
  chosenOption = 0
  amountText = ''
  sending = false
  /** Approve first; the deposit then goes by itself. */
  readonly step: ApproveThenSend

  constructor(
    private readonly pool: CapitalPoolStore,
    private readonly services: Pick<DomainServices, 'approval'> & Pick<ActionServices, 'capitalDepositAction'>,
  ) {
    this.step = new ApproveThenSend(services.approval, () => this.approval)
    observableExcept(this, ['pool', 'services', 'step'])
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
    const { token, address, allowance, session } = this.pool
    return spendApprovalState(session, { token, spender: address, amount: this.amount, allowance })
  }

  /** Approve first: the button reads Approve (Approving while pending) until the allowance covers the amount. */
  get needsApproval(): boolean {
    return approvalNeeded(this.approval)
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

  /**
   * Runs the deposit action's checks on the balance and the pool read now, approves when needed (the deposit then
   * follows by itself), else deposits. A refusal is shown and sends nothing.
   */
  async submit(): Promise<void> {
    const order = this.order()
    if (!order) return
    await this.step.checkThenApproveOrSend({
      sending: this.sending,
      prepare: () => this.services.capitalDepositAction.prepare(order),
      send: () => this.send(),
      fail: (error) => this.pool.fail(error),
    })
  }

  /** The deposit the form asks for, once the pool and its token are known. */
  private order(): CapitalDepositOrder | undefined {
    const { token } = this.pool
    const target = this.pool.target()
    return token && target ? { target, token, amount: this.amountText, option: this.optionId } : undefined
  }

  /** Deposits after the same checks, read again: the balance or the pool may have moved since the approval. */
  private async send(): Promise<void> {
    const order = this.order()
    if (!order) return
    const action = this.services.capitalDepositAction
    await sendSettled(this.pool, {
      busy: (busy) => (this.sending = busy),
      send: async () => action.deposit(await action.prepare(order)),
      texts: { success: 'capital.depositSuccess', failure: 'capital.error.depositFailed' },
      succeeded: () => {
        this.amountText = ''
        void this.pool.refresh()
      },
      fail: (error) => this.pool.fail(error),
    })
  }
}
