import { makeAutoObservable, runInAction } from 'mobx'
import type { DomainServices } from '../../../adapters/di/bindDomainServices'
import { ApprovalState } from '../../../domain/approval/ApprovalState'
import { computeApprovalState } from '../../../domain/approval/computeApprovalState'
import type { Currency } from '../../../domain/currency/Currency'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import { MissingDependenciesError } from '../../../domain/errors/MissingDependenciesError'
import { TransactionRejectedError } from '../../../domain/errors/TransactionRejectedError'
import { canConfirmRemove } from '../../../domain/liquidity/canConfirmRemove'
import type { BurnAmounts } from '../../../domain/liquidity/deriveBurnAmounts'
import type { SignedPermit } from '../../../domain/liquidity/LiquidityService'
import type { InputError } from '../../../domain/swap/InputError'
import { swapFailureError } from '../../../domain/swap/swapFailureError'
import type { Pair } from '../../../domain/trade/Pair'
import type { LiveValue } from '../../../ports/LiveChainReads'
import { approveRouter } from '../../stores/approveRouter'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { failureMessage } from '../../stores/failureMessage'
import { sendFromConfirmation } from '../../stores/sendFromConfirmation'
import type { TransactionsViewStore } from '../../stores/TransactionsViewStore'
import type { UserSettingsStore } from '../../stores/UserSettingsStore'

/** The confirm dialog of a remove: the amounts shown, then attempting, the hash, or an error. */
export interface RemoveConfirmation {
  readonly amounts: BurnAmounts
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
 * and the remove through the confirm dialog; the liquidity service picks the call variant by gas estimate.
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
    private readonly services: Pick<DomainServices, 'approval' | 'liquidity'>,
  ) {
    makeAutoObservable<this, 'order' | 'directory' | 'settings' | 'transactions' | 'services'>(this, {
      order: false,
      directory: false,
      settings: false,
      transactions: false,
      services: false,
    })
  }

  /** The LP tokens the remove burns: what the router must be allowed to move without a permit. */
  get liquidityToApprove(): CurrencyAmount | undefined {
    const { pair, amounts } = this.order
    return pair && amounts?.liquidity ? { currency: pair.liquidityToken, raw: amounts.liquidity } : undefined
  }

  get approvalState(): ApprovalState {
    const { pair, reads } = this.order
    const spender = this.directory.chainConfig?.routerAddress
    return computeApprovalState({
      amountToApprove: this.liquidityToApprove,
      spender,
      allowance: typeof reads.allowance === 'bigint' ? reads.allowance : undefined,
      pendingApproval:
        pair && spender ? this.transactions.hasPendingApproval(this.directory.chainId, pair.address, spender) : false,
    })
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

  async approve(): Promise<void> {
    this.actionError = undefined
    const outcome = await approveRouter(this.services.approval, this.directory, {
      state: this.approvalState,
      account: this.order.account,
      amount: this.liquidityToApprove,
    })
    if (outcome.kind === 'failed' && !(outcome.error instanceof TransactionRejectedError))
      runInAction(() => (this.actionError = outcome.error.message))
  }

  /** Signs an EIP-2612 permit for the amount (`eth_signTypedData_v4`) instead of an approval transaction. */
  async signPermit(): Promise<void> {
    const { pair, account, inputError } = this.order
    const liquidity = this.order.amounts?.liquidity
    const config = this.directory.chainConfig
    if (!pair || !liquidity || !account || !config || inputError) return
    this.actionError = undefined
    try {
      const deadlineSeconds = this.settings.settings.userDeadline
      const signed = await this.services.liquidity.signRemovePermit({
        config,
        account,
        pair: pair.address,
        liquidity,
        deadlineSeconds,
      })
      runInAction(() => {
        // the form may have changed while the wallet asked: only a permit for the current amount counts
        if (this.order.amounts?.liquidity === liquidity) this.signature = signed
      })
    } catch (error) {
      const failure = swapFailureError(error)
      if (!(failure instanceof TransactionRejectedError)) runInAction(() => (this.actionError = failure.message))
    }
  }

  openConfirmation(): void {
    const { amounts, inputError } = this.order
    if (!amounts || inputError) return
    this.confirmation = { amounts, attempting: false, hash: undefined, error: undefined }
  }

  /** Confirm: the first remove variant whose gas estimate works is sent; none: 'This transaction would fail…'. */
  async confirm(): Promise<void> {
    const shown = this.confirmation
    if (!shown || shown.attempting) return
    await sendFromConfirmation(
      this,
      shown,
      () => this.sendRemove(shown.amounts),
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

  private async sendRemove(amounts: BurnAmounts): Promise<string> {
    const { account, currencyA, currencyB } = this.order
    const config = this.directory.chainConfig
    if (!account || !config || !currencyA || !currencyB) throw new MissingDependenciesError('remove liquidity')
    const { userSlippageTolerance: slippageBips, userDeadline: deadlineSeconds } = this.settings.settings
    const sent = await this.services.liquidity.remove({
      config,
      account,
      amountA: { currency: currencyA, raw: amounts.amountA },
      amountB: { currency: currencyB, raw: amounts.amountB },
      liquidity: amounts.liquidity,
      slippageBips,
      deadlineSeconds,
      approved: this.approvalState === ApprovalState.APPROVED,
      permit: this.signature,
    })
    return sent.hash
  }
}
