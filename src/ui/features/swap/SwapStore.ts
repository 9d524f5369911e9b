import { reaction } from 'mobx'
import type { Currency } from '../../../domain/currency/Currency'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import type { SwapPageServices } from '../../../domain/DomainServices'
import { formatUnits } from '../../../domain/format/formatUnits'
import { currencyIdOf } from '../../../domain/input/currencyIdOf'
import { maxAmountSpend } from '../../../domain/input/maxAmountSpend'
import { parseQueryString } from '../../../domain/input/parseQueryString'
import { parseSwapQuery } from '../../../domain/input/parseSwapQuery'
import { parseTypedAmount } from '../../../domain/input/parseTypedAmount'
import { EMPTY_SWAP_STATE, Field, type SwapState } from '../../../domain/input/SwapState'
import { shouldResetSwapLocation } from '../../../domain/input/shouldResetSwapLocation'
import { showMaxButton } from '../../../domain/input/showMaxButton'
import { blockedRecipients } from '../../../domain/swap/blockedRecipients'
import type { InputError } from '../../../domain/swap/InputError'
import { swapAmountTexts } from '../../../domain/swap/swapAmountTexts'
import { swapFormReducer } from '../../../domain/swap/swapFormReducer'
import { swapInputError } from '../../../domain/swap/swapInputError'
import { swapRecipient } from '../../../domain/swap/swapRecipient'
import { swapTrade } from '../../../domain/swap/swapTrade'
import { wrapDirection } from '../../../domain/swap/wrapDirection'
import { executionPriceText, type PriceText } from '../../../domain/trade/executionPriceText'
import type { OfferedTrade } from '../../../domain/trade/findOfferedTrade'
import { summarizeTrade, type TradeSummary } from '../../../domain/trade/summarizeTrade'
import type { Trade } from '../../../domain/trade/Trade'
import type { Clock } from '../../../ports/Clock'
import type { LiveChainReads } from '../../../ports/LiveChainReads'
import type { NameResolver } from '../../../ports/NameResolver'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { connectedAccount } from '../../stores/connectedAccount'
import { observableExcept } from '../../stores/observableExcept'
import type { RouterStore } from '../../stores/RouterStore'
import type { TransactionsViewStore } from '../../stores/TransactionsViewStore'
import type { UserSettingsStore } from '../../stores/UserSettingsStore'
import type { WalletStore } from '../../stores/WalletStore'
import { SwapMarket } from './SwapMarket'
import { SwapRecipient } from './SwapRecipient'
import { type ImpactPrompts, SwapSender } from './SwapSender'
import { SwapUrlSymbols } from './SwapUrlSymbols'

const SWAP_QUERY_KEYS = /[?&](inputCurrency|outputCurrency|exactAmount|exactField|recipient|use)=/

/**
 * The Swap and Send screens' view model (spec sections 2–5 and 8): the form (the swap state from the URL and the
 * inputs, through the domain's reducer) composing the market it reads (`SwapMarket`), the recipient name lookup
 * (`SwapRecipient`), the URL's currency symbols (`SwapUrlSymbols`) and the sending (`SwapSender`); the trade, input error and approval state are the domain's.
 */
export class SwapStore {
  state: SwapState = EMPTY_SWAP_STATE
  /** `true` on `/send`: the recipient field is always shown. */
  sendMode = false
  /** The recipient field is shown (`+ Add a send`). */
  showRecipient = false
  inverted = false
  /** The inviter of the URL's `paddr`, kept for registration. */
  inviter: string | null = null
  readonly market: SwapMarket
  readonly recipient: SwapRecipient
  readonly sender: SwapSender
  readonly urlSymbols: SwapUrlSymbols

  constructor(
    private readonly directory: CurrencyDirectory,
    private readonly wallet: WalletStore,
    private readonly settings: UserSettingsStore,
    transactions: TransactionsViewStore,
    services: () => Promise<SwapPageServices>,
    live: LiveChainReads,
    names: NameResolver,
    private readonly router: RouterStore,
    clock: Clock,
    prompts: ImpactPrompts,
  ) {
    this.market = new SwapMarket(directory, live, this)
    this.recipient = new SwapRecipient(this, directory, names, clock)
    this.sender = new SwapSender(this, directory, settings, transactions, services, prompts)
    this.urlSymbols = new SwapUrlSymbols(directory, (field, id) => this.selectCurrency(field, id))
    observableExcept(this, ['directory', 'wallet', 'settings', 'router', 'market', 'recipient', 'sender', 'urlSymbols'])
  }

  // ---- the form ------------------------------------------------------------------------------------------------

  get account(): string | undefined {
    return connectedAccount(this.wallet)
  }

  get inputCurrency(): Currency | undefined {
    return this.directory.currency(this.state.INPUT.currencyId)
  }

  get outputCurrency(): Currency | undefined {
    return this.directory.currency(this.state.OUTPUT.currencyId)
  }

  /** The typed amount on the independent side; `undefined` for nothing (or a zero) to trade. */
  get parsedAmount(): CurrencyAmount | undefined {
    const { independentField, typedValue } = this.state
    const currency = independentField === Field.INPUT ? this.inputCurrency : this.outputCurrency
    if (!currency) return undefined
    try {
      return parseTypedAmount(typedValue, currency)
    } catch {
      return undefined
    }
  }

  get wrap(): 'wrap' | 'unwrap' | undefined {
    const { inputCurrency, outputCurrency } = this
    return inputCurrency && outputCurrency ? wrapDirection(inputCurrency, outputCurrency) : undefined
  }

  /** The offered trade for the typed amount, and the best-output one it routes around when its impact blocks it. */
  get offered(): OfferedTrade | undefined {
    return swapTrade({
      pairs: this.market.pairIndex,
      inputCurrency: this.inputCurrency,
      outputCurrency: this.outputCurrency,
      amount: this.parsedAmount,
      independentField: this.state.independentField,
      expertMode: this.expertMode,
    })
  }

  /** The trade to quote and send (up to 3 hops); `undefined` without one (or for a wrap). */
  get trade(): Trade | undefined {
    return this.offered?.trade
  }

  get summary(): TradeSummary | undefined {
    const trade = this.trade
    return trade ? summarizeTrade(trade, this.slippageBips, this.expertMode) : undefined
  }

  /** The best-output trade the form routes around because its price impact blocks it, summarised to show beside. */
  get blockedBestSummary(): TradeSummary | undefined {
    const blocked = this.offered?.blockedBest
    return blocked ? summarizeTrade(blocked, this.slippageBips, this.expertMode) : undefined
  }

  /** The text of each box: the typed one, and the other side from the trade (or the same amount for a wrap). */
  get formattedAmounts(): Record<Field, string> {
    return swapAmountTexts(this.state, { wrap: this.wrap !== undefined, amount: this.parsedAmount, trade: this.trade })
  }

  /** The execution price, output per input (or inverted), 6 significant digits. */
  get priceText(): PriceText | undefined {
    const trade = this.trade
    return trade ? executionPriceText(trade, this.inverted) : undefined
  }

  balanceOf(field: Field): CurrencyAmount | undefined {
    return this.market.balance(field === Field.INPUT ? 0 : 1)
  }

  /** The Max button shows unless the input already holds the most that can be spent (gas reserve kept on HT). */
  get showMax(): boolean {
    const typedInput = this.state.independentField === Field.INPUT ? this.parsedAmount : undefined
    return showMaxButton(this.balanceOf(Field.INPUT), typedInput)
  }

  get slippageBips(): number {
    return this.settings.settings.userSlippageTolerance
  }

  get expertMode(): boolean {
    return this.settings.settings.userExpertMode
  }

  /** Who receives: the account without a recipient, the typed address, or the resolved name. */
  get to(): string | undefined {
    const { showRecipient, account } = this
    return swapRecipient({ showRecipient, typed: this.state.recipient, lookup: this.recipient.lookup, account })
  }

  /** The first reason the swap cannot go ahead, in the spec's order (the domain's `swapInputError`). */
  get inputError(): InputError | undefined {
    const config = this.directory.chainConfig
    return swapInputError({
      account: this.account,
      inputCurrency: this.inputCurrency,
      outputCurrency: this.outputCurrency,
      parsedAmount: this.parsedAmount,
      to: this.to,
      blockedRecipients: config ? blockedRecipients(config, this.directory.migratorAddress) : [],
      trade: this.trade,
      slippageBips: this.slippageBips,
      inputBalance: this.balanceOf(Field.INPUT),
    })
  }

  get loadingMarket(): boolean {
    return this.market.loading
  }

  // ---- actions -------------------------------------------------------------------------------------------------

  /**
   * Reads the URL (spec section 2) into the swap state; a location naming either currency then resets (to the
   * screen's own route, keeping only `paddr`: `/` itself would send network 128 to the HJW exchange).
   */
  loadFromUrl(sendMode: boolean): void {
    const native = this.directory.chainConfig?.nativeCurrency.symbol ?? ''
    const params = parseQueryString(this.router.search)
    const query = parseSwapQuery(params, native)
    this.sendMode = sendMode
    this.state = query.swapState
    this.showRecipient = sendMode || query.swapState.recipient !== null
    this.inviter = query.inviter
    this.urlSymbols.request(Field.INPUT, params.inputCurrency, query.swapState.INPUT.currencyId)
    this.urlSymbols.request(Field.OUTPUT, params.outputCurrency, query.swapState.OUTPUT.currencyId)
    this.sender.reset()
    for (const id of [query.swapState.INPUT.currencyId, query.swapState.OUTPUT.currencyId])
      void this.directory.lookUp(id)
    if (shouldResetSwapLocation(this.router.hash)) {
      const keep = query.inviter ? `?paddr=${query.inviter}` : ''
      this.router.replace(`${sendMode ? '/send' : '/swap'}${keep}`)
    }
  }

  /** Picks a currency for a side; the one the other side holds swaps the sides (spec section 3). */
  selectCurrency(field: Field, currencyId: string): void {
    this.state = swapFormReducer(this.state, { type: 'selectCurrency', field, currencyId })
    this.urlSymbols.forget(field)
    this.sender.forgetApproval()
    this.sender.clearError()
  }

  /** Picks a currency by its domain value (from the token selection). */
  selectCurrencyValue(field: Field, currency: Currency): void {
    this.selectCurrency(field, currencyIdOf(currency))
  }

  /** Typing sets the field and the value; text the amount field refuses is ignored. */
  typeInput(field: Field, typed: string): void {
    const next = swapFormReducer(this.state, { type: 'typeInput', field, typed })
    if (next === this.state) return
    this.state = next
    this.sender.clearError()
  }

  /** The switch-direction control: the sides and the independent field change places. */
  switchCurrencies(): void {
    this.state = swapFormReducer(this.state, { type: 'switchCurrencies' })
    this.sender.forgetApproval()
  }

  /** Fills the input with the most that can be spent (the balance, less the gas reserve on the native coin). */
  setMax(): void {
    const maximum = maxAmountSpend(this.balanceOf(Field.INPUT))
    if (maximum) this.typeInput(Field.INPUT, formatUnits(maximum.raw, maximum.currency.decimals))
  }

  /** `+ Add a send` shows the recipient field; removing it clears the recipient (not on Send). */
  setShowRecipient(show: boolean): void {
    this.state = swapFormReducer(this.state, { type: 'setShowRecipient', show, sendMode: this.sendMode })
    this.showRecipient = this.sendMode || this.state.recipient !== null
  }

  typeRecipient(typed: string): void {
    this.state = swapFormReducer(this.state, { type: 'typeRecipient', typed })
  }

  toggleInverted(): void {
    this.inverted = !this.inverted
  }

  clearTypedValue(): void {
    this.state = { ...this.state, typedValue: '' }
  }

  /**
   * Keeps the market and the account fresh while the screen shows, follows a link to the swap screen, and resolves a
   * typed recipient name 200 ms after the last keystroke. Returns the function that stops it all.
   */
  watch(): () => void {
    const stops = [
      // a link to the swap screen followed while it shows (the hash changes, the screen stays)
      reaction(
        () => this.router.search,
        (search) => SWAP_QUERY_KEYS.test(search) && this.loadFromUrl(this.sendMode),
      ),
      this.market.watch(),
      this.recipient.watch(),
      this.urlSymbols.watch(),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }
}
