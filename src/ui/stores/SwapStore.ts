import { makeAutoObservable, reaction, runInAction } from 'mobx'
import type { DomainServices } from '../../adapters/di/bindDomainServices'
import { ApprovalState } from '../../domain/approval/ApprovalState'
import { computeApprovalState } from '../../domain/approval/computeApprovalState'
import type { Currency } from '../../domain/currency/Currency'
import type { CurrencyAmount } from '../../domain/currency/CurrencyAmount'
import { currencyEquals } from '../../domain/currency/currencyEquals'
import { invertPrice } from '../../domain/currency/invertPrice'
import type { Token } from '../../domain/currency/Token'
import { InvalidRecipientError } from '../../domain/errors/InvalidRecipientError'
import { MissingDependenciesError } from '../../domain/errors/MissingDependenciesError'
import { formatPrice } from '../../domain/format/formatPrice'
import { formatSwapAmount } from '../../domain/format/formatSwapAmount'
import { formatUnits } from '../../domain/format/formatUnits'
import { classifyRecipient } from '../../domain/input/classifyRecipient'
import { currencyIdOf } from '../../domain/input/currencyIdOf'
import { maxAmountSpend } from '../../domain/input/maxAmountSpend'
import { parseQueryString } from '../../domain/input/parseQueryString'
import { parseSwapQuery } from '../../domain/input/parseSwapQuery'
import { parseTypedAmount } from '../../domain/input/parseTypedAmount'
import { Field, type SwapState } from '../../domain/input/SwapState'
import { shouldResetSwapLocation } from '../../domain/input/shouldResetSwapLocation'
import { showMaxButton } from '../../domain/input/showMaxButton'
import { pairAt } from '../../domain/liquidity/pairAt'
import { blockedRecipients } from '../../domain/swap/blockedRecipients'
import type { InputError } from '../../domain/swap/InputError'
import { swapFailureError } from '../../domain/swap/swapFailureError'
import { swapFormReducer } from '../../domain/swap/swapFormReducer'
import { swapInputError } from '../../domain/swap/swapInputError'
import { wrapDirection } from '../../domain/swap/wrapDirection'
import { computeExecutionPrice } from '../../domain/trade/computeExecutionPrice'
import { computePairAddress } from '../../domain/trade/computePairAddress'
import { computeSlippageAdjustedAmounts } from '../../domain/trade/computeSlippageAdjustedAmounts'
import { findBestTrade } from '../../domain/trade/findBestTrade'
import type { Pair } from '../../domain/trade/Pair'
import { PairIndex } from '../../domain/trade/PairIndex'
import { summarizeTrade, type TradeSummary } from '../../domain/trade/summarizeTrade'
import type { Trade } from '../../domain/trade/Trade'
import { TradeType } from '../../domain/trade/TradeType'
import { tokenPairCombinations } from '../../domain/trade/tokenPairCombinations'
import { tradeMeaningfullyDiffers } from '../../domain/trade/tradeMeaningfullyDiffers'
import type { Clock } from '../../ports/Clock'
import { type LiveChainReads, type LiveValue, NATIVE_BALANCE } from '../../ports/LiveChainReads'
import type { NameResolver } from '../../ports/NameResolver'
import type { Reserves } from '../../ports/PairReserves'
import type { CurrencyDirectory } from './CurrencyDirectory'
import { connectedAccount } from './connectedAccount'
import type { RouterStore } from './RouterStore'
import { sendFromConfirmation } from './sendFromConfirmation'
import type { TransactionsViewStore } from './TransactionsViewStore'
import type { UserSettingsStore } from './UserSettingsStore'
import type { WalletStore } from './WalletStore'

/** Spec section 9: a typed recipient name is looked up 200 ms after the last keystroke. */
export const RECIPIENT_DEBOUNCE_MS = 200

/** How the typed recipient stands: nothing to look up, a name being resolved, or resolved (`address` null: no record). */
export type RecipientLookup =
  | { readonly status: 'none' }
  | { readonly status: 'resolving'; readonly name: string }
  | { readonly status: 'resolved'; readonly name: string; readonly address: string | null }

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

const TYPED_CONFIRM_WORD = 'confirm'
const SWAP_QUERY_KEYS = /[?&](inputCurrency|outputCurrency|exactAmount|exactField|recipient|use)=/

/**
 * The Swap and Send screens' view model (spec sections 2–5 and 8): the swap state from the URL and the inputs, the
 * best trade over every pair among the list's tokens and the common bases (reserves, balances and the allowance kept
 * fresh in the block's one multicall), the input error and approval state from the domain, and the approve, wrap and
 * swap actions with the confirm dialog. Every rule is the domain's; this only wires it to the chain and the wallet.
 */
export class SwapStore {
  state: SwapState = emptyState()
  /** `true` on `/send`: the recipient field is always shown. */
  sendMode = false
  /** The recipient field is shown (`+ Add a send`). */
  showRecipient = false
  recipientLookup: RecipientLookup = { status: 'none' }
  inverted = false
  /** The inviter of the URL's `paddr`, kept for registration. */
  inviter: string | null = null
  confirmation: SwapConfirmation | undefined = undefined
  /** An approval was sent from this screen (the button then shows Approving, then Approved). */
  approvalSubmitted = false
  /** The last approve, wrap or send attempt's error text. */
  actionError: string | undefined = undefined
  private reserves: LiveValue<Reserves>[] = []
  private balanceValues: LiveValue<bigint>[] = []
  private allowanceValue: LiveValue<bigint> = undefined

  constructor(
    private readonly directory: CurrencyDirectory,
    private readonly wallet: WalletStore,
    private readonly settings: UserSettingsStore,
    private readonly transactions: TransactionsViewStore,
    private readonly services: Pick<DomainServices, 'approval' | 'swap'>,
    private readonly live: LiveChainReads,
    private readonly names: NameResolver,
    private readonly router: RouterStore,
    private readonly clock: Clock,
    private readonly prompts: ImpactPrompts,
  ) {
    makeAutoObservable<
      this,
      | 'directory'
      | 'wallet'
      | 'settings'
      | 'transactions'
      | 'services'
      | 'live'
      | 'names'
      | 'router'
      | 'clock'
      | 'prompts'
    >(this, {
      directory: false,
      wallet: false,
      settings: false,
      transactions: false,
      services: false,
      live: false,
      names: false,
      router: false,
      clock: false,
      prompts: false,
    })
  }

  // ---- the inputs -------------------------------------------------------------------------------------------------

  get inputCurrency(): Currency | undefined {
    return this.directory.currency(this.state.INPUT.currencyId)
  }

  get outputCurrency(): Currency | undefined {
    return this.directory.currency(this.state.OUTPUT.currencyId)
  }

  get independentCurrency(): Currency | undefined {
    return this.state.independentField === Field.INPUT ? this.inputCurrency : this.outputCurrency
  }

  /** The typed amount on the independent side; `undefined` for nothing (or a zero) to trade. */
  get parsedAmount(): CurrencyAmount | undefined {
    const currency = this.independentCurrency
    if (!currency) return undefined
    try {
      return parseTypedAmount(this.state.typedValue, currency)
    } catch {
      return undefined
    }
  }

  get wrap(): 'wrap' | 'unwrap' | undefined {
    const { inputCurrency, outputCurrency } = this
    return inputCurrency && outputCurrency ? wrapDirection(inputCurrency, outputCurrency) : undefined
  }

  // ---- the market ----------------------------------------------------------------------------------------------

  /** Every pair among the list's tokens, the common bases and the two sides' tokens, with their addresses. */
  get candidatePairs(): { tokens: [Token, Token]; address: string }[] {
    const config = this.directory.chainConfig
    if (!config) return []
    const tokens = [...this.directory.tokens]
    for (const currency of [this.inputCurrency, this.outputCurrency]) {
      if (currency?.kind === 'token' && !tokens.some((token) => token.address === currency.address))
        tokens.push(currency)
    }
    return tokenPairCombinations(tokens).map((pair) => ({
      tokens: pair,
      address: computePairAddress(config, pair[0], pair[1]),
    }))
  }

  /** The pairs that exist and hold liquidity, at the latest block's reserves. */
  get pairs(): Pair[] {
    const config = this.directory.chainConfig
    if (!config) return []
    return this.candidatePairs.flatMap(({ tokens: [a, b] }, i) => {
      const pair = pairAt(config, a, b, this.reserves[i])
      return pair && pair.reserve0 > 0n && pair.reserve1 > 0n ? [pair] : []
    })
  }

  /** The reserves have not been read yet at this chain and pair set (the button waits rather than say no liquidity). */
  get loadingMarket(): boolean {
    const count = this.candidatePairs.length
    return count > 0 && (this.reserves.length !== count || this.reserves.some((value) => value === undefined))
  }

  get pairIndex(): PairIndex | undefined {
    const pairs = this.pairs
    return pairs.length > 0 ? new PairIndex(pairs) : undefined
  }

  /** The best trade (up to 3 hops) for the typed amount; `undefined` without one (or for a wrap). */
  get trade(): Trade | undefined {
    const { inputCurrency, outputCurrency, parsedAmount, pairIndex } = this
    if (!inputCurrency || !outputCurrency || !parsedAmount || !pairIndex || this.wrap) return undefined
    if (currencyEquals(inputCurrency, outputCurrency)) return undefined
    const exactIn = this.state.independentField === Field.INPUT
    try {
      return findBestTrade(
        pairIndex,
        exactIn ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
        parsedAmount,
        exactIn ? outputCurrency : inputCurrency,
      )
    } catch {
      return undefined
    }
  }

  get summary(): TradeSummary | undefined {
    const trade = this.trade
    return trade ? summarizeTrade(trade, this.slippageBips, this.expertMode) : undefined
  }

  /** The text of each box: the typed one, and the other side from the trade (or the same amount for a wrap). */
  get formattedAmounts(): Record<Field, string> {
    const { independentField, typedValue } = this.state
    const dependentField = independentField === Field.INPUT ? Field.OUTPUT : Field.INPUT
    let dependent = ''
    if (this.wrap) dependent = this.parsedAmount ? formatUnits(this.parsedAmount.raw, 18) : ''
    else if (this.trade) {
      const amount = dependentField === Field.OUTPUT ? this.trade.outputAmount : this.trade.inputAmount
      dependent = formatSwapAmount(amount.raw, amount.currency.decimals)
    }
    return { [independentField]: typedValue, [dependentField]: dependent } as Record<Field, string>
  }

  /** The execution price, output per input (or inverted), 6 significant digits. */
  get priceText(): { price: string; base: string; quote: string } | undefined {
    const trade = this.trade
    if (!trade) return undefined
    const price = computeExecutionPrice(trade)
    const [base, quote] = [trade.inputAmount.currency.symbol, trade.outputAmount.currency.symbol]
    return this.inverted
      ? { price: formatPrice(invertPrice(price), 6), base: quote, quote: base }
      : { price: formatPrice(price, 6), base, quote }
  }

  // ---- the account ---------------------------------------------------------------------------------------------

  get account(): string | undefined {
    return connectedAccount(this.wallet)
  }

  private get balanceKeys(): string[] {
    return [this.inputCurrency, this.outputCurrency].map((currency) =>
      currency === undefined ? NATIVE_BALANCE : currency.kind === 'native' ? NATIVE_BALANCE : currency.address,
    )
  }

  balanceOf(field: Field): CurrencyAmount | undefined {
    const currency = field === Field.INPUT ? this.inputCurrency : this.outputCurrency
    const raw = this.balanceValues[field === Field.INPUT ? 0 : 1]
    return currency && typeof raw === 'bigint' ? { currency, raw } : undefined
  }

  /** The Max button shows unless the input already holds the most that can be spent (gas reserve kept on HT). */
  get showMax(): boolean {
    const maximum = maxAmountSpend(this.balanceOf(Field.INPUT))
    if (!maximum || maximum.raw === 0n) return false
    const typedInput = this.state.independentField === Field.INPUT ? this.parsedAmount : undefined
    return showMaxButton(maximum, typedInput)
  }

  get slippageBips(): number {
    return this.settings.settings.userSlippageTolerance
  }

  get expertMode(): boolean {
    return this.settings.settings.userExpertMode
  }

  /** Who receives: the account without a recipient, the typed address, or the resolved name. */
  get to(): string | undefined {
    if (!this.showRecipient) return this.account
    const typed = classifyRecipient(this.state.recipient ?? '')
    if (typed.kind === 'address') return typed.address
    if (typed.kind === 'name' && this.recipientLookup.status === 'resolved' && this.recipientLookup.name === typed.name)
      return this.recipientLookup.address ?? undefined
    return undefined
  }

  /** The first reason the swap cannot go ahead, in the spec's order (the domain's `swapInputError`). */
  get inputError(): InputError | undefined {
    const config = this.directory.chainConfig
    const input = this.inputCurrency
    const balance = this.balanceOf(Field.INPUT)
    return swapInputError({
      account: this.account,
      inputCurrency: input,
      outputCurrency: this.outputCurrency,
      parsedAmount: this.parsedAmount,
      to: this.to,
      blockedRecipients: config ? blockedRecipients(config, this.directory.migratorAddress) : [],
      trade: this.trade,
      slippageBips: this.slippageBips,
      inputBalance: balance,
    })
  }

  /** The most the swap may sell at the slippage tolerance: what the router must be allowed to move. */
  get amountToApprove(): CurrencyAmount | undefined {
    const trade = this.trade
    if (!trade) return undefined
    return {
      currency: trade.inputAmount.currency,
      raw: computeSlippageAdjustedAmounts(trade, this.slippageBips).maximumAmountIn,
    }
  }

  get approvalState(): ApprovalState {
    const amount = this.amountToApprove
    const spender = this.directory.chainConfig?.routerAddress
    const token = amount?.currency.kind === 'token' ? amount.currency : undefined
    return computeApprovalState({
      amountToApprove: amount,
      spender,
      allowance: typeof this.allowanceValue === 'bigint' ? this.allowanceValue : undefined,
      pendingApproval:
        token !== undefined && spender !== undefined
          ? this.transactions.hasPendingApproval(this.directory.chainId, token.address, spender)
          : false,
    })
  }

  /**
   * The router allowance of the token to sell is still being read (after a currency change, until the next block's
   * read): the swap waits rather than be sent without its approval. A failed read does not hold it.
   */
  get approvalLoading(): boolean {
    return this.amountToApprove?.currency.kind === 'token' && this.allowanceValue === undefined
  }

  /** The trade changed since the confirm dialog showed it: confirming waits for Accept. */
  get priceUpdated(): boolean {
    const shown = this.confirmation?.trade
    const current = this.trade
    return shown !== undefined && current !== undefined && tradeMeaningfullyDiffers(shown, current)
  }

  // ---- actions -------------------------------------------------------------------------------------------------

  /**
   * Reads the URL (spec section 2) into the swap state; a location naming either currency then resets (to the
   * screen's own route, keeping only `paddr`: `/` itself would send network 128 to the HJW exchange).
   */
  loadFromUrl(sendMode: boolean): void {
    const native = this.directory.chainConfig?.nativeCurrency.symbol ?? ''
    const query = parseSwapQuery(parseQueryString(this.router.search), native)
    this.sendMode = sendMode
    this.state = query.swapState
    this.showRecipient = sendMode || query.swapState.recipient !== null
    this.inviter = query.inviter
    this.confirmation = undefined
    this.actionError = undefined
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
    this.approvalSubmitted = false
    this.actionError = undefined
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
    this.actionError = undefined
  }

  /** The switch-direction control: the sides and the independent field change places. */
  switchCurrencies(): void {
    this.state = swapFormReducer(this.state, { type: 'switchCurrencies' })
    this.approvalSubmitted = false
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

  /** Approves the router for the most the swap may sell (unlimited when possible). */
  async approve(): Promise<void> {
    const amount = this.amountToApprove
    const router = this.directory.chainConfig?.routerAddress
    const account = this.account
    if (this.approvalState !== ApprovalState.NOT_APPROVED || amount?.currency.kind !== 'token' || !router || !account)
      return
    this.actionError = undefined
    try {
      await this.services.approval.approve({
        chainId: this.directory.chainId,
        account,
        token: amount.currency,
        spender: router,
        amount: amount.raw,
      })
      runInAction(() => (this.approvalSubmitted = true))
    } catch (error) {
      runInAction(() => (this.actionError = swapFailureError(error).message))
    }
  }

  /** Wraps (`deposit`) or unwraps (`withdraw`) the typed amount through the wrapped-native contract. */
  async sendWrap(): Promise<void> {
    const direction = this.wrap
    const amount = this.parsedAmount
    const config = this.directory.chainConfig
    if (!direction || !amount || !config || this.inputError) return
    this.actionError = undefined
    try {
      await this.services.swap.wrap({ config, direction, amount })
    } catch (error) {
      runInAction(() => (this.actionError = swapFailureError(error).message))
    }
  }

  /**
   * The swap button: in expert mode the swap goes out at once (after the price-impact prompt), otherwise the confirm
   * dialog opens with the current trade.
   */
  async startSwap(texts: ImpactTexts): Promise<void> {
    const trade = this.trade
    if (!trade || this.inputError) return
    this.actionError = undefined
    if (!this.expertMode) {
      this.confirmation = { dialog: true, trade, attempting: false, hash: undefined, error: undefined }
      return
    }
    this.confirmation = { dialog: false, trade, attempting: false, hash: undefined, error: undefined }
    await this.confirmSwap(texts)
    runInAction(() => {
      const outcome = this.confirmation
      if (outcome?.hash) this.state = { ...this.state, typedValue: '' }
      if (outcome?.error) this.actionError = outcome.error
      this.confirmation = undefined
    })
  }

  /** Sending the swap (in the dialog or, in expert mode, from the button). */
  get attempting(): boolean {
    return this.confirmation?.attempting === true
  }

  /** Price Updated → Accept: the dialog now shows (and will send) the current trade. */
  acceptPriceUpdate(): void {
    if (this.confirmation && this.trade) this.confirmation = { ...this.confirmation, trade: this.trade }
  }

  /**
   * Confirm Swap: asks what the price impact requires (a confirm from 5%, the typed word from 10%), then sends the
   * first router call whose gas estimate succeeds (1.1× margin). Errors are the spec's texts (section 8).
   */
  async confirmSwap(texts: ImpactTexts): Promise<void> {
    const shown = this.confirmation
    if (!shown || shown.attempting || this.priceUpdated) return
    const summary = summarizeTrade(shown.trade, this.slippageBips, this.expertMode)
    if (summary.confirmation === 'blocked') return
    if (summary.confirmation === 'typed-confirm' && this.prompts.prompt(texts.typed) !== TYPED_CONFIRM_WORD) return
    if (summary.confirmation === 'confirm' && !this.prompts.confirm(texts.confirm)) return
    await sendFromConfirmation(
      this,
      shown,
      () => this.sendSwap(shown.trade),
      (error) => swapFailureError(error).message,
    )
  }

  /** Closes the dialog; after a hash the typed amount is cleared. */
  dismissConfirmation(): void {
    if (this.confirmation?.hash) this.state = { ...this.state, typedValue: '' }
    this.confirmation = undefined
  }

  private async sendSwap(trade: Trade): Promise<string> {
    const account = this.account
    const config = this.directory.chainConfig
    if (!account || !config) throw new MissingDependenciesError('swap')
    const recipient = this.to
    if (!recipient) throw new InvalidRecipientError()
    const sent = await this.services.swap.swap({
      config,
      account,
      trade,
      recipient,
      slippageBips: this.slippageBips,
      deadlineSeconds: this.settings.settings.userDeadline,
    })
    return sent.hash
  }

  // ---- following the chain -------------------------------------------------------------------------------------

  /**
   * Keeps the market and the account fresh while the screen shows: the candidate pairs' reserves, both sides'
   * balances and the router allowance, in the block's one multicall; and resolves a typed recipient name 200 ms after
   * the last keystroke. Returns the function that stops it all.
   */
  watch(): () => void {
    let stopReserves: (() => void) | undefined
    let stopBalances: (() => void) | undefined
    let stopAllowance: (() => void) | undefined
    let cancelLookup: (() => void) | undefined
    const disposers = [
      // a link to the swap screen followed while it shows (the hash changes, the screen stays)
      reaction(
        () => this.router.search,
        (search) => SWAP_QUERY_KEYS.test(search) && this.loadFromUrl(this.sendMode),
      ),
      reaction(
        () => [this.directory.chainId, this.candidatePairs.map((pair) => pair.address).join()] as const,
        ([chainId, joined]) => {
          stopReserves?.()
          runInAction(() => (this.reserves = []))
          const addresses = joined === '' ? [] : joined.split(',')
          stopReserves =
            addresses.length === 0
              ? undefined
              : this.live.watchReserves(chainId, addresses, (values) => runInAction(() => (this.reserves = values)))
        },
        { fireImmediately: true },
      ),
      reaction(
        () => [this.directory.chainId, this.account, this.balanceKeys.join()] as const,
        ([chainId, account, joined]) => {
          stopBalances?.()
          runInAction(() => (this.balanceValues = []))
          stopBalances = account
            ? this.live.watchBalances(chainId, account, joined.split(','), (values) =>
                runInAction(() => (this.balanceValues = values)),
              )
            : undefined
        },
        { fireImmediately: true },
      ),
      reaction(
        () =>
          [
            this.directory.chainId,
            this.account,
            this.inputCurrency?.kind === 'token' ? this.inputCurrency.address : undefined,
            this.directory.chainConfig?.routerAddress,
          ] as const,
        ([chainId, account, token, router]) => {
          stopAllowance?.()
          runInAction(() => (this.allowanceValue = undefined))
          stopAllowance =
            account && token && router
              ? this.live.watchAllowances(chainId, account, router, [token], ([value]) =>
                  runInAction(() => (this.allowanceValue = value)),
                )
              : undefined
        },
        { fireImmediately: true },
      ),
      reaction(
        () => (this.showRecipient ? classifyRecipient(this.state.recipient ?? '') : undefined),
        (typed) => {
          cancelLookup?.()
          if (typed?.kind !== 'name') {
            runInAction(() => (this.recipientLookup = { status: 'none' }))
            return
          }
          runInAction(() => (this.recipientLookup = { status: 'resolving', name: typed.name }))
          const chainId = this.directory.chainId
          cancelLookup = this.clock.schedule(RECIPIENT_DEBOUNCE_MS, () => {
            void this.names
              .resolveName(chainId, typed.name)
              .catch(() => null)
              .then((address) =>
                runInAction(() => {
                  if (this.recipientLookup.status === 'resolving' && this.recipientLookup.name === typed.name) {
                    this.recipientLookup = { status: 'resolved', name: typed.name, address }
                  }
                }),
              )
          })
        },
        { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
      ),
    ]
    return () => {
      for (const dispose of disposers) dispose()
      stopReserves?.()
      stopBalances?.()
      stopAllowance?.()
      cancelLookup?.()
    }
  }
}

function emptyState(): SwapState {
  return {
    INPUT: { currencyId: '' },
    OUTPUT: { currencyId: '' },
    typedValue: '',
    independentField: Field.INPUT,
    recipient: null,
  }
}
