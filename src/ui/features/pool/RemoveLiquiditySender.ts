import { runInAction } from 'mobx'
import { ApprovalState } from '../../../domain/approval/ApprovalState'
import type { Currency } from '../../../domain/currency/Currency'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import type { ActionServices } from '../../../domain/DomainServices'
import { MissingDependenciesError } from '../../../domain/errors/MissingDependenciesError'
import { TransactionRejectedError } from '../../../domain/errors/TransactionRejectedError'
import { canConfirmRemove } from '../../../domain/liquidity/canConfirmRemove'
import type { BurnAmounts } from '../../../domain/liquidity/deriveBurnAmounts'
import type { SignedPermit } from '../../../domain/liquidity/LiquidityService'
import type { PreparedRemoveLiquidity, RemoveLiquidityOrder } from '../../../domain/liquidity/RemoveLiquidityAction'
import type { InputError } from '../../../domain/swap/InputError'
import { swapFailureError } from '../../../domain/swap/swapFailureError'
import type { Pair } from '../../../domain/trade/Pair'
import type { LiveValue } from '../../../ports/LiveChainReads'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { failureMessage } from '../../stores/failureMessage'
import { observableExcept } from '../../stores/observableExcept'
import { routerApprovalState } from '../../stores/routerApprovalState'
import { sendFromConfirmation } from '../../stores/sendFromConfirmation'
import type { TransactionsViewStore } from '../../stores/TransactionsViewStore'
import type { UserSettingsStore } from '../../stores/UserSettingsStore'

/** The confirm dialog of a remove: the amounts shown, then attempting, the hash, or an error. */
export interface RemoveConfirmation {
  readonly amounts: BurnAmounts
  /** What the remove action prepared when the dialog opened: the amounts shown are its, and the remove sends them. */
  readonly prepared: PreparedRemoveLiquidity
  readonly attempting: boolean
  readonly hash: string | undefined
  readonly error: string | undefined
}

/** What the remove form knows when it approves, signs or removes. */
export interface RemoveOrder {
  readonly account: string | undefined
  readonly currencyA: Currency | undefined
  readonly currencyB: Currency | undefined
  readonly pair: Pair | undefined
  readonly amounts: BurnAmounts | undefined
  readonly inputError: InputError | undefined
  /** The router's allowance of the LP token (`undefined` while read). */
  readonly reads: { readonly allowance: LiveValue<bigint> }
  /** Back to 0% once a remove is sent. */
  clear(): void
}

/**
 * The remove form's sending (spec sections 4 and 8): the LP token's approval or a signed EIP-2612 permit instead,
 * and the remove through the confirm dialog. Each step runs the remove action's prepare first (as `fomo pool remove`
 * does): a refusal shows its text and nothing is signed or sent.
 */
export class RemoveLiquiditySender {
  signature: SignedPermit | undefined = undefined
  confirmation: RemoveConfirmation | undefined = undefined
  actionError: string | undefined = undefined

  constructor(
    private readonly order: RemoveOrder,
    private readonly directory: CurrencyDirectory,
    private readonly settings: UserSettingsStore,
    private readonly transactions: TransactionsViewStore,
    private readonly services: Pick<ActionServices, 'removeLiquidityAction'>,
  ) {
    observableExcept(this, ['order', 'directory', 'settings', 'transactions', 'services'])
  }

  /** The LP tokens the remove burns: what the router must be allowed to move without a permit. */
  get liquidityToApprove(): CurrencyAmount | undefined {
    const { pair, amounts } = this.order
    return pair && amounts?.liquidity ? { currency: pair.liquidityToken, raw: amounts.liquidity } : undefined
  }

  get approvalState(): ApprovalState {
    // the LP token sits at the pair's address
    return routerApprovalState(this.liquidityToApprove, this.order.reads.allowance, this.directory, this.transactions)
  }

  /** Confirming needs an approval covering the amount or a permit signed for it (spec section 4). */
  get canConfirm(): boolean {
    return canConfirmRemove(this.order.inputError, this.approvalState, this.signature !== undefined)
  }

  /** The form changed: a signed permit no longer matches it, and the last error no longer speaks of it. */
  formChanged(): void {
    this.signature = undefined
    this.actionError = undefined
  }

  /** Another pair: no permit, no dialog. */
  reset(): void {
    this.signature = undefined
    this.confirmation = undefined
  }

  /** Approves the router for the LP tokens the remove burns, after the remove action's checks. */
  async approve(): Promise<void> {
    const order = this.actionOrder
    if (this.approvalState !== ApprovalState.NOT_APPROVED || !order) return
    this.actionError = undefined
    try {
      const action = this.services.removeLiquidityAction
      await action.approve(order, await action.prepare(order))
    } catch (error) {
      this.showFailure(error)
    }
  }

  /** Signs an EIP-2612 permit for the amount (`eth_signTypedData_v4`) instead of an approval transaction. */
  async signPermit(): Promise<void> {
    const order = this.actionOrder
    if (!order || this.order.inputError) return
    this.actionError = undefined
    try {
      const action = this.services.removeLiquidityAction
      const prepared = await action.prepare(order)
      const signed = await action.permit(order, prepared, this.settings.settings.userDeadline)
      runInAction(() => {
        // the form may have changed while the wallet asked: only a permit for the current amount counts
        if (this.order.amounts?.liquidity === prepared.liquidity) this.signature = signed
      })
    } catch (error) {
      this.showFailure(error)
    }
  }

  /** Opens the confirm dialog with what the remove action prepares for the form's amount (a refusal shows instead). */
  async openConfirmation(): Promise<void> {
    const { amounts, inputError } = this.order
    const order = this.actionOrder
    if (!amounts || !order || inputError) return
    this.actionError = undefined
    try {
      const prepared = await this.services.removeLiquidityAction.prepare(order)
      const shown = { ...amounts, amountA: prepared.amountA.raw, amountB: prepared.amountB.raw }
      runInAction(() => {
        this.confirmation = { amounts: shown, prepared, attempting: false, hash: undefined, error: undefined }
      })
    } catch (error) {
      this.showFailure(error)
    }
  }

  /** Confirm: the first remove variant whose gas estimate works is sent; none: 'This transaction would fail…'. */
  async confirm(): Promise<void> {
    const shown = this.confirmation
    if (!shown || shown.attempting) return
    await sendFromConfirmation(
      this,
      shown,
      () => this.sendRemove(shown.prepared),
      (error) => failureMessage(error, 'remove liquidity failed'),
    )
  }

  /** Closes the dialog; after a hash the percent goes back to 0 and the signature is spent. */
  dismissConfirmation(): void {
    if (this.confirmation?.hash) {
      this.order.clear()
      this.signature = undefined
    }
    this.confirmation = undefined
  }

  /** What the remove action is asked for: the form's pool, its account and the LP amount it burns. */
  private get actionOrder(): RemoveLiquidityOrder | undefined {
    const { account, currencyA, currencyB, amounts } = this.order
    const config = this.directory.chainConfig
    if (!account || !config || !currencyA || !currencyB || !amounts?.liquidity) return undefined
    return { config, account, currencyA, currencyB, burn: { liquidity: amounts.liquidity } }
  }

  private showFailure(error: unknown): void {
    const failure = swapFailureError(error)
    if (!(failure instanceof TransactionRejectedError)) runInAction(() => (this.actionError = failure.message))
  }

  private async sendRemove(prepared: PreparedRemoveLiquidity): Promise<string> {
    const order = this.actionOrder
    if (!order) throw new MissingDependenciesError('remove liquidity')
    const { userSlippageTolerance: slippageBips, userDeadline: deadlineSeconds } = this.settings.settings
    const sent = await this.services.removeLiquidityAction.remove(order, prepared, {
      slippageBips,
      deadlineSeconds,
      approved: this.approvalState === ApprovalState.APPROVED,
      permit: this.signature,
    })
    return sent.hash
  }
}
