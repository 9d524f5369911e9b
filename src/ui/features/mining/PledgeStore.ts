import { runInAction } from 'mobx'
import type { ApprovalState } from '../../../domain/approval/ApprovalState'
import { approvalNeeded } from '../../../domain/approval/approvalNeeded'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import type { ActionServices, DomainServices } from '../../../domain/DomainServices'
import { formatUnits } from '../../../domain/format/formatUnits'
import { parseTypedAmount } from '../../../domain/input/parseTypedAmount'
import type { PledgeOrder } from '../../../domain/mining/PledgeAction'
import type { LockOptionView } from '../../../ports/MiningApi'
import { ApproveThenSend } from '../../stores/ApproveThenSend'
import { observableExcept } from '../../stores/observableExcept'
import { spendApprovalState } from '../../stores/spendApprovalState'
import type { BankIncomeStore } from './BankIncomeStore'

/**
 * The pledge modal of bank income (spec sections 4 and 5): the pool's demand and fixed-term options (days, weight, APY,
 * energy ratio), the amount with MAX; Pledge runs PledgeAction's checks first (fillPA, beyondMax, an unoffered term,
 * the open locks) on what it reads then, approves the mining contract when the allowance falls short, and continues with
 * the pledge by itself once the approval shows in the allowance.
 */
export class PledgeStore {
  isOpen = false
  lockDays = 0
  amountText = ''
  sending = false
  /** Approve first; the pledge then goes by itself. */
  readonly step: ApproveThenSend

  constructor(
    private readonly bank: BankIncomeStore,
    private readonly services: Pick<DomainServices, 'approval'> & Pick<ActionServices, 'pledgeAction'>,
  ) {
    this.step = new ApproveThenSend(services.approval, () => this.approval)
    observableExcept(this, ['bank', 'services', 'step'])
  }

  get options(): LockOptionView[] {
    return this.bank.options ?? []
  }

  get option(): LockOptionView | undefined {
    return this.options.find((option) => option.day === this.lockDays)
  }

  get amount(): CurrencyAmount | undefined {
    const token = this.bank.lpToken
    return token ? parseTypedAmount(this.amountText, token) : undefined
  }

  get approval(): ApprovalState {
    const { lpToken, session, allowance } = this.bank
    const spender = session.contracts.lpMining
    return spendApprovalState(session, { token: lpToken, spender, amount: this.amount, allowance })
  }

  /** Approve first: the button reads Approve (Approving while pending) until the allowance covers the amount. */
  get needsApproval(): boolean {
    return approvalNeeded(this.approval)
  }

  open(): void {
    this.isOpen = true
    this.amountText = ''
    this.lockDays = this.options[0]?.day ?? 0
  }

  close(): void {
    this.isOpen = false
    this.step.reset()
  }

  chooseDays(days: number): void {
    this.lockDays = days
  }

  type(text: string): void {
    this.amountText = text
  }

  setMax(): void {
    const balance = this.bank.lpBalance
    if (balance !== undefined) this.amountText = formatUnits(balance, 18)
  }

  /** Continues an approved pledge by itself; returns the stop function. */
  watch(): () => void {
    return this.step.watch(() => void this.send())
  }

  /**
   * Runs the pledge action's checks on the balance, the pool and the position read now, approves when needed (the
   * pledge then follows by itself), else pledges. A refusal is shown and sends nothing.
   */
  async submit(): Promise<void> {
    const order = this.order()
    if (!order) return
    await this.step.checkThenApproveOrSend({
      sending: this.sending,
      prepare: async () => {
        const { target, lpToken, amount } = await this.services.pledgeAction.prepare(order)
        return { target, token: lpToken, amount }
      },
      send: () => this.send(),
      fail: (error) => this.bank.fail(error),
    })
  }

  /** The pledge the modal asks for, once the pool, the account and the mining contract are known. */
  private order(): PledgeOrder | undefined {
    const { lpToken } = this.bank
    const { chainId, account, contracts } = this.bank.session
    if (!lpToken || !account || !contracts.lpMining) return undefined
    const target = { chainId, contract: contracts.lpMining, account }
    return { target, lpToken, amount: this.amountText, lockDays: this.lockDays }
  }

  /** Pledges after the same checks, read again: the balance, the pool or the locks may have moved since the approval. */
  private async send(): Promise<void> {
    const order = this.order()
    if (!order) return
    const action = this.services.pledgeAction
    this.sending = true
    try {
      const sent = await action.pledge(await action.prepare(order))
      const ok = await this.bank.settled(sent.hash, 'mining.pledgeSuccess', 'mining.error.pledgeFailed')
      if (ok) {
        runInAction(() => this.close())
        this.bank.refreshAfterConfirmation(sent.hash)
      }
    } catch (error) {
      this.bank.fail(error)
    } finally {
      runInAction(() => (this.sending = false))
    }
  }
}
