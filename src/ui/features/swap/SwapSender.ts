import { runInAction } from 'mobx'
import { ApprovalState } from '../../../domain/approval/ApprovalState'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import type { SwapPageServices } from '../../../domain/DomainServices'
import { InvalidRecipientError } from '../../../domain/errors/InvalidRecipientError'
import { MissingDependenciesError } from '../../../domain/errors/MissingDependenciesError'
import type { InputError } from '../../../domain/swap/InputError'
import type { SwapTerms } from '../../../domain/swap/SwapAction'
import { swapFailureError } from '../../../domain/swap/swapFailureError'
import { computeSlippageAdjustedAmounts } from '../../../domain/trade/computeSlippageAdjustedAmounts'
import { confirmDialogTrade } from '../../../domain/trade/confirmDialogTrade'
import { priceImpactAccepted } from '../../../domain/trade/priceImpactAccepted'
import { summarizeTrade } from '../../../domain/trade/summarizeTrade'
import type { Trade } from '../../../domain/trade/Trade'
import { tradeMeaningfullyDiffers } from '../../../domain/trade/tradeMeaningfullyDiffers'
import type { LiveValue } from '../../../ports/LiveChainReads'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { observableExcept } from '../../stores/observableExcept'
import { routerApprovalState } from '../../stores/routerApprovalState'
import { sendFromConfirmation } from '../../stores/sendFromConfirmation'
import type { TransactionsViewStore } from '../../stores/TransactionsViewStore'
import type { UserSettingsStore } from '../../stores/UserSettingsStore'

/** The confirm dialog: the trade shown (accepted), and the attempt's progress, hash or error. */
export interface SwapConfirmation {
  /** Shown in the confirm dialog (not in expert mode, which sends at once). */
  readonly dialog: boolean
  readonly trade: Trade
  readonly attempting: boolean
  readonly hash: string | undefined
  readonly error: string | undefined
}

/** How a price-impact confirmation asks: a yes/no question, or the typed word `confirm` (`window.prompt`). */
export interface ImpactPrompts {
  confirm(message: string): boolean
  prompt(message: string): string | null
}

/** What the swap screen says of its confirmation prompts (translated by the view's locale). */
export interface ImpactTexts {
  confirm: string
  typed: string
}

/** What the swap form knows when it approves, wraps or swaps. */
export interface SwapOrder {
  readonly account: string | undefined
  /** Who receives (`undefined`: an unresolved or invalid recipient). */
  readonly to: string | undefined
  readonly trade: Trade | undefined
  readonly wrap: 'wrap' | 'unwrap' | undefined
  readonly parsedAmount: CurrencyAmount | undefined
  /** The form's state: its amount as typed (a wrap's is the same on both sides). */
  readonly state: { readonly typedValue: string }
  readonly inputError: InputError | undefined
  /** The router allowance of the token to sell (`undefined` while read). */
  readonly market: { readonly allowance: LiveValue<bigint> }
  readonly slippageBips: number
  readonly expertMode: boolean
  /** Empties the typed amount once a swap or a wrap is sent. */
  clearTypedValue(): void
}

/**
 * The swap form's sending (spec sections 4, 8 and 9): the approve step (what to approve, its state, Approve), wrap and
 * unwrap, and the swap through the confirm dialog (or at once in expert mode) after the price-impact prompts. Approve
 * and the swap each run the swap action's checks first (`prepareTrade`, as `fomo swap` does): a refusal shows its text
 * and nothing is sent. This keeps the step's and the dialog's state.
 */
export class SwapSender {
  confirmation: SwapConfirmation | undefined = undefined
  /** An approval was sent from this screen (the button then shows Approving, then Approved). */
  approvalSubmitted = false
  /** The last approve, wrap or send attempt's error text. */
  actionError: string | undefined = undefined
  /** A wrap or unwrap is with the wallet: the button waits rather than send it twice. */
  wrapping = false

  constructor(
    private readonly order: SwapOrder,
    private readonly directory: Pick<CurrencyDirectory, 'chainId' | 'chainConfig' | 'migratorAddress'>,
    private readonly settings: UserSettingsStore,
    private readonly transactions: TransactionsViewStore,
    /** The swap page's services, loaded with the first approve, wrap or swap. */
    private readonly services: () => Promise<SwapPageServices>,
    private readonly prompts: ImpactPrompts,
  ) {
    observableExcept(this, ['order', 'directory', 'settings', 'transactions', 'services', 'prompts'])
  }

  /** The most the swap may sell at the slippage tolerance: what the router must be allowed to move. */
  get amountToApprove(): CurrencyAmount | undefined {
    const trade = this.order.trade
    if (!trade) return undefined
    const raw = computeSlippageAdjustedAmounts(trade, this.order.slippageBips).maximumAmountIn
    return { currency: trade.inputAmount.currency, raw }
  }

  get approvalState(): ApprovalState {
    return routerApprovalState(this.amountToApprove, this.order.market.allowance, this.directory, this.transactions)
  }

  /**
   * The router allowance of the token to sell is still being read (after a currency change, until the next block's
   * read): the swap waits rather than be sent without its approval. A failed read does not hold it.
   */
  get approvalLoading(): boolean {
    return this.amountToApprove?.currency.kind === 'token' && this.order.market.allowance === undefined
  }

  /** Sending the swap (in the dialog or, in expert mode, from the button). */
  get attempting(): boolean {
    return this.confirmation?.attempting === true
  }

  /** The trade changed since the confirm dialog showed it: confirming waits for Accept. */
  get priceUpdated(): boolean {
    const shown = this.confirmation?.trade
    const current = this.order.trade
    return shown !== undefined && current !== undefined && tradeMeaningfullyDiffers(shown, current)
  }

  /** The trade the dialog draws: the current one while it waits (Price Updated shows its new figures at once). */
  get dialogTrade(): Trade | undefined {
    const shown = this.confirmation
    if (!shown) return undefined
    return confirmDialogTrade(shown.trade, this.order.trade, shown.attempting || shown.hash !== undefined)
  }

  /** Another token to sell: the approve step starts again. */
  forgetApproval(): void {
    this.approvalSubmitted = false
  }

  /** Another swap in the form (a link followed): no dialog, no error. */
  reset(): void {
    this.confirmation = undefined
    this.actionError = undefined
  }

  /** The form changed: the last attempt's error no longer speaks of it. */
  clearError(): void {
    this.actionError = undefined
  }

  /** Approves the router for the most the swap may sell (unlimited when possible), after the swap action's checks. */
  async approve(): Promise<void> {
    const { terms } = this
    const trade = this.order.trade
    if (this.approvalState !== ApprovalState.NOT_APPROVED || !terms || !trade) return
    this.actionError = undefined
    try {
      const action = (await this.services()).swapAction
      const sent = await action.approve(terms, await action.prepareTrade(terms, trade))
      if (sent) runInAction(() => (this.approvalSubmitted = true))
    } catch (error) {
      runInAction(() => (this.actionError = swapFailureError(error).message))
    }
  }

  /**
   * Wraps (`deposit`) or unwraps (`withdraw`) the typed amount through the wrap action, whose `prepare` checks it as
   * `fomo wrap` does (a refusal sends nothing and shows its text).
   */
  async sendWrap(): Promise<void> {
    const { wrap: direction, account, state } = this.order
    const config = this.directory.chainConfig
    if (!direction || !account || !config || this.order.inputError) return
    this.actionError = undefined
    this.wrapping = true
    try {
      const order = { config, account, direction, amount: state.typedValue }
      const { wrapAction } = await this.services()
      await wrapAction.send(order, await wrapAction.prepare(order))
      // sent: the amount is spent, so the form empties as after a swap (no second wrap one click away)
      this.order.clearTypedValue()
    } catch (error) {
      runInAction(() => (this.actionError = swapFailureError(error).message))
    } finally {
      runInAction(() => (this.wrapping = false))
    }
  }

  /**
   * The swap button: in expert mode the swap goes out at once (after the price-impact prompt), otherwise the confirm
   * dialog opens with the current trade.
   */
  async startSwap(texts: ImpactTexts): Promise<void> {
    const trade = this.order.trade
    if (!trade || this.order.inputError) return
    this.actionError = undefined
    const dialog = !this.order.expertMode
    this.confirmation = { dialog, trade, attempting: false, hash: undefined, error: undefined }
    if (dialog) return
    await this.confirmSwap(texts)
    runInAction(() => {
      const outcome = this.confirmation
      if (outcome?.hash) this.order.clearTypedValue()
      if (outcome?.error) this.actionError = outcome.error
      this.confirmation = undefined
    })
  }

  /** Price Updated → Accept: the dialog now shows (and will send) the current trade. */
  acceptPriceUpdate(): void {
    const trade = this.order.trade
    if (this.confirmation && trade) this.confirmation = { ...this.confirmation, trade }
  }

  /**
   * Confirm Swap: asks what the price impact requires (a confirm from 5%, the typed word from 10%), then the swap
   * service sends the first router call whose gas estimate succeeds. Errors are the spec's texts (section 8).
   */
  async confirmSwap(texts: ImpactTexts): Promise<void> {
    const shown = this.confirmation
    if (!shown || shown.attempting || this.priceUpdated) return
    const summary = summarizeTrade(shown.trade, this.order.slippageBips, this.order.expertMode)
    const accepted = priceImpactAccepted(summary.confirmation, {
      confirm: () => this.prompts.confirm(texts.confirm),
      typeWord: () => this.prompts.prompt(texts.typed),
    })
    if (!accepted) return
    await sendFromConfirmation(
      this,
      shown,
      () => this.sendSwap(shown.trade),
      (error) => swapFailureError(error).message,
    )
  }

  /** Closes the dialog; after a hash the typed amount is cleared. */
  dismissConfirmation(): void {
    if (this.confirmation?.hash) this.order.clearTypedValue()
    this.confirmation = undefined
  }

  /** What the swap action is asked for: the form's chain, account, recipient and settings (none while one is missing). */
  private get terms(): SwapTerms | undefined {
    const { account, to: recipient, slippageBips, expertMode } = this.order
    const config = this.directory.chainConfig
    if (!account || !config || !recipient) return undefined
    const migrator = this.directory.migratorAddress
    return { market: { config }, migrator, account, recipient, slippageBips, expertMode }
  }

  /** The swap action's checks on the trade the dialog shows, then its router call; resolves with the hash. */
  private async sendSwap(trade: Trade): Promise<string> {
    const { terms } = this
    if (!this.order.account || !this.directory.chainConfig) throw new MissingDependenciesError('swap')
    if (!terms) throw new InvalidRecipientError()
    const action = (await this.services()).swapAction
    const prepared = await action.prepareTrade(terms, trade)
    const sent = await action.swap(terms, prepared, this.settings.settings.userDeadline)
    return sent.hash
  }
}
