import type { Currency } from '../../../domain/currency/Currency'
import type { ActionServices } from '../../../domain/DomainServices'
import { sanitizeAmountInput } from '../../../domain/input/sanitizeAmountInput'
import { BurnField, type BurnState, INITIAL_BURN_STATE } from '../../../domain/liquidity/BurnState'
import { burnExceedsPosition } from '../../../domain/liquidity/burnExceedsPosition'
import { burnFieldText } from '../../../domain/liquidity/burnFieldText'
import { burnPercent } from '../../../domain/liquidity/burnPercent'
import { type BurnAmounts, type BurnPosition, deriveBurnAmounts } from '../../../domain/liquidity/deriveBurnAmounts'
import { type NativeReceiveChoice, nativeReceiveChoice } from '../../../domain/liquidity/nativeReceiveChoice'
import { pairAt } from '../../../domain/liquidity/pairAt'
import { positionValueOf } from '../../../domain/liquidity/positionValueOf'
import type { InputError } from '../../../domain/swap/InputError'
import { removeLiquidityInputError } from '../../../domain/swap/removeLiquidityInputError'
import type { Pair } from '../../../domain/trade/Pair'
import type { Clock } from '../../../ports/Clock'
import type { LiveChainReads } from '../../../ports/LiveChainReads'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { connectedAccount } from '../../stores/connectedAccount'
import { observableExcept } from '../../stores/observableExcept'
import type { RouterStore } from '../../stores/RouterStore'
import type { TransactionsViewStore } from '../../stores/TransactionsViewStore'
import type { UserSettingsStore } from '../../stores/UserSettingsStore'
import type { WalletStore } from '../../stores/WalletStore'
import { PercentSlider } from './PercentSlider'
import { RemoveLiquidityReads } from './RemoveLiquidityReads'
import { RemoveLiquiditySender } from './RemoveLiquiditySender'

/**
 * The Remove liquidity screen's view model (spec sections 3–5): the burn form (percent slider, LP amount or either
 * currency) over the position the chain reports (`RemoveLiquidityReads`: the pair's reserves and supply, the LP
 * balance and allowance), composing the debounced slider (`PercentSlider`) and the approve, permit and remove
 * (`RemoveLiquiditySender`). The amounts, texts and errors are the domain's.
 */
export class RemoveLiquidityStore {
  currencyIdA = ''
  currencyIdB = ''
  state: BurnState = INITIAL_BURN_STATE
  detailed = false
  readonly reads: RemoveLiquidityReads
  readonly slider: PercentSlider
  readonly sender: RemoveLiquiditySender

  constructor(
    private readonly directory: CurrencyDirectory,
    private readonly wallet: WalletStore,
    settings: UserSettingsStore,
    transactions: TransactionsViewStore,
    services: Pick<ActionServices, 'removeLiquidityAction'>,
    live: LiveChainReads,
    private readonly router: RouterStore,
    clock: Clock,
  ) {
    this.reads = new RemoveLiquidityReads(directory, live, this)
    this.slider = new PercentSlider(clock, (percent) => this.type(BurnField.LIQUIDITY_PERCENT, String(percent)))
    this.sender = new RemoveLiquiditySender(this, directory, settings, transactions, services)
    observableExcept(this, ['directory', 'wallet', 'router', 'reads', 'slider', 'sender'])
  }

  get account(): string | undefined {
    return connectedAccount(this.wallet)
  }

  get currencyA(): Currency | undefined {
    return this.directory.currency(this.currencyIdA)
  }

  get currencyB(): Currency | undefined {
    return this.directory.currency(this.currencyIdB)
  }

  get pair(): Pair | undefined {
    return pairAt(this.directory.chainConfig, this.currencyA, this.currencyB, this.reads.pair.reserves)
  }

  get lpBalance(): bigint | undefined {
    const balance = this.reads.pair.lpBalance
    return typeof balance === 'bigint' ? balance : undefined
  }

  /** What the whole position is worth of A and of B now. */
  get positionValue(): { valueA: bigint; valueB: bigint } | undefined {
    const supply = this.reads.pair.supply
    return positionValueOf(this.pair, typeof supply === 'bigint' ? supply : undefined, this.lpBalance, this.currencyA)
  }

  /** The position the form removes from, once its balance, value and currencies are known. */
  private get burnPosition(): BurnPosition | undefined {
    const { positionValue, lpBalance, currencyA, currencyB } = this
    if (!positionValue || lpBalance === undefined || !currencyA || !currencyB) return undefined
    return { lpBalance, ...positionValue, decimalsA: currencyA.decimals, decimalsB: currencyB.decimals }
  }

  get amounts(): BurnAmounts | undefined {
    const position = this.burnPosition
    return position ? deriveBurnAmounts(this.state, position) : undefined
  }

  /** The slider's whole percent: its pending position, else the form's share rounded down. */
  get percent(): number {
    return this.slider.pending ?? burnPercent(this.amounts)
  }

  get inputError(): InputError | undefined {
    const amounts = this.amounts
    const { burnPosition: position, pair, currencyA, currencyB } = this
    const symbols = pair &&
      currencyA &&
      currencyB && { lp: pair.liquidityToken.symbol, a: currencyA.symbol, b: currencyB.symbol }
    return removeLiquidityInputError({
      account: this.account,
      liquidityAmount: amounts?.liquidity,
      amountA: amounts?.amountA,
      amountB: amounts?.amountB,
      exceeds: position && symbols ? burnExceedsPosition(this.state, position, symbols) : undefined,
    })
  }

  /** The text of each detailed field: the typed one, the others from the share (6 significant digits). */
  formatted(field: BurnField): string {
    const decimals = { a: this.currencyA?.decimals ?? 18, b: this.currencyB?.decimals ?? 18 }
    return burnFieldText(this.state, field, this.amounts, this.percent, decimals)
  }

  /** The pair holds the wrapped native coin: the user may receive it as HT or as WHT. */
  get nativeChoice(): NativeReceiveChoice | undefined {
    return nativeReceiveChoice(this.directory.chainConfig?.nativeCurrency.wrapped, this.currencyA, this.currencyB)
  }

  // ---- actions -------------------------------------------------------------------------------------------------

  load(currencyIdA: string | undefined, currencyIdB: string | undefined): void {
    if (this.currencyIdA !== (currencyIdA ?? '') || this.currencyIdB !== (currencyIdB ?? '')) {
      // another pair: its own form, and a permit signed for the old one no longer applies
      this.clear()
      this.sender.reset()
    }
    this.currencyIdA = currencyIdA ?? ''
    this.currencyIdB = currencyIdB ?? ''
    for (const id of [this.currencyIdA, this.currencyIdB]) if (id) void this.directory.lookUp(id)
  }

  /** Any input: the form changes and a signed permit no longer matches (spec section 4). */
  type(field: BurnField, typed: string): void {
    const value = sanitizeAmountInput(typed)
    if (value === null) return
    this.slider.stop()
    this.state = { independentField: field, typedValue: value }
    this.sender.formChanged()
  }

  /** The slider moved: it shows at once, the form follows 100 ms after the last move. */
  slide(percent: number): void {
    this.slider.move(percent)
  }

  /** Back to 0%. */
  clear(): void {
    this.state = INITIAL_BURN_STATE
    this.slider.stop()
  }

  toggleDetailed(): void {
    this.detailed = !this.detailed
  }

  /** Receive HT instead of WHT (or back): the route's currencies change. */
  switchNative(): void {
    const choice = this.nativeChoice
    if (choice) this.router.replace(choice.otherPath)
  }

  /** Keeps the pair and the position fresh while the screen shows; the stop function also drops a waiting slide. */
  watch(): () => void {
    const stop = this.reads.watch()
    return () => {
      stop()
      this.slider.stop()
    }
  }
}
