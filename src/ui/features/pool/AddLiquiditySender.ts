import { runInAction } from 'mobx'
import { ApprovalState } from '../../../domain/approval/ApprovalState'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import type { ActionServices } from '../../../domain/DomainServices'
import { MissingDependenciesError } from '../../../domain/errors/MissingDependenciesError'
import { TransactionRejectedError } from '../../../domain/errors/TransactionRejectedError'
import type { AddLiquidityAmounts } from '../../../domain/liquidity/AddLiquidityAction'
import type { MintAmounts } from '../../../domain/liquidity/deriveMintAmounts'
import { MintField } from '../../../domain/liquidity/MintState'
import { canAddLiquidity } from '../../../domain/swap/canAddLiquidity'
import type { InputError } from '../../../domain/swap/InputError'
import { swapFailureError } from '../../../domain/swap/swapFailureError'
import type { LiveValue } from '../../../ports/LiveChainReads'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { observableExcept } from '../../stores/observableExcept'
import { routerApprovalState } from '../../stores/routerApprovalState'
import { sendFromConfirmation } from '../../stores/sendFromConfirmation'
import type { TransactionsViewStore } from '../../stores/TransactionsViewStore'
import type { UserSettingsStore } from '../../stores/UserSettingsStore'

/** The confirm dialog of an add: the amounts shown, then attempting, the hash, or an error. */
export interface AddConfirmation {
  readonly amountA: CurrencyAmount
  readonly amountB: CurrencyAmount
  readonly attempting: boolean
  readonly hash: string | undefined
  readonly error: string | undefined
}

/** What the add form knows when it approves or adds. */
export interface AddOrder {
  readonly account: string | undefined
  /** The two amounts the form shows (B typed, or following the pool's price). */
  readonly amounts: MintAmounts
  readonly inputError: InputError | undefined
  /** The router's allowance of each currency, A then B (`undefined` while read). */
  readonly reads: { readonly allowances: readonly LiveValue<bigint>[] }
  /** Empties both fields once an add is sent. */
  clear(): void
}

/**
 * The add form's sending (spec sections 4, 6 and 8): each token's approval and the add through the confirm dialog.
 * Each step runs the add action's checks first (`prepareAmounts`, as `fomo pool add` does): a refusal shows its text
 * and nothing is sent.
 */
export class AddLiquiditySender {
  confirmation: AddConfirmation | undefined = undefined
  actionError: string | undefined = undefined

  constructor(
    private readonly order: AddOrder,
    private readonly directory: Pick<CurrencyDirectory, 'chainId' | 'chainConfig'>,
    private readonly settings: Pick<UserSettingsStore, 'settings'>,
    private readonly transactions: Pick<TransactionsViewStore, 'hasPendingApproval'>,
    private readonly services: Pick<ActionServices, 'addLiquidityAction'>,
  ) {
    observableExcept(this, ['order', 'directory', 'settings', 'transactions', 'services'])
  }

  approvalOf(field: MintField): ApprovalState {
    const allowance = this.order.reads.allowances[field === MintField.CURRENCY_A ? 0 : 1]
    return routerApprovalState(this.amountOf(field), allowance, this.directory, this.transactions)
  }

  get canAdd(): boolean {
    return canAddLiquidity(
      this.order.inputError,
      this.approvalOf(MintField.CURRENCY_A),
      this.approvalOf(MintField.CURRENCY_B),
    )
  }

  /** The form changed: the last attempt's error no longer speaks of it. */
  clearError(): void {
    this.actionError = undefined
  }

  /** Approves the router for one side's amount (unlimited when possible), after the add action's checks. */
  async approve(field: MintField): Promise<void> {
    const order = this.actionOrder(this.order.amounts)
    if (this.approvalOf(field) !== ApprovalState.NOT_APPROVED || !order) return
    this.actionError = undefined
    try {
      const action = this.services.addLiquidityAction
      await action.approve(order, await action.prepareAmounts(order), field)
    } catch (error) {
      const failure = swapFailureError(error)
      if (!(failure instanceof TransactionRejectedError)) runInAction(() => (this.actionError = failure.message))
    }
  }

  /**
   * Supply: the add action's checks on the amounts shown, with the balances and the pool read now, then the confirm
   * dialog; a refusal shows its text and opens nothing (Confirm checks again before it sends).
   */
  async openConfirmation(): Promise<void> {
    const { amountA, amountB } = this.order.amounts
    const order = this.actionOrder(this.order.amounts)
    if (!this.canAdd || !amountA || !amountB || !order) return
    this.actionError = undefined
    try {
      await this.services.addLiquidityAction.prepareAmounts(order)
      runInAction(() => {
        this.confirmation = { amountA, amountB, attempting: false, hash: undefined, error: undefined }
      })
    } catch (error) {
      runInAction(() => (this.actionError = swapFailureError(error).message))
    }
  }

  /** Confirm: the add action's checks on the amounts shown again, then the router call; a wallet rejection stops it. */
  async confirm(): Promise<void> {
    const shown = this.confirmation
    if (!shown || shown.attempting || !this.actionOrder(shown)) return
    await sendFromConfirmation(
      this,
      shown,
      () => this.sendAdd(shown),
      (error) => {
        if (swapFailureError(error) instanceof TransactionRejectedError) return undefined
        console.warn('add liquidity failed', error)
        return error instanceof Error ? error.message : String(error)
      },
    )
  }

  /** Closes the dialog; after a hash the inputs are cleared. */
  dismissConfirmation(): void {
    if (this.confirmation?.hash) this.order.clear()
    this.confirmation = undefined
  }

  private amountOf(field: MintField): CurrencyAmount | undefined {
    return field === MintField.CURRENCY_A ? this.order.amounts.amountA : this.order.amounts.amountB
  }

  /** What the add action is asked for: the form's chain, account, amounts and slippage (none while one is missing). */
  private actionOrder(amounts: Partial<Pick<AddLiquidityAmounts, 'amountA' | 'amountB'>>) {
    const { account } = this.order
    const config = this.directory.chainConfig
    const { amountA, amountB } = amounts
    if (!account || !config || !amountA || !amountB) return undefined
    const slippageBips = this.settings.settings.userSlippageTolerance
    return { config, account, amountA, amountB, slippageBips } satisfies AddLiquidityAmounts
  }

  private async sendAdd(shown: AddConfirmation): Promise<string> {
    const order = this.actionOrder(shown)
    if (!order) throw new MissingDependenciesError('add liquidity')
    const action = this.services.addLiquidityAction
    const prepared = await action.prepareAmounts(order)
    const sent = await action.add(order, prepared, this.settings.settings.userDeadline)
    return sent.hash
  }
}
