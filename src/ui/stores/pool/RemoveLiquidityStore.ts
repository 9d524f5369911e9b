import { makeAutoObservable, reaction, runInAction } from 'mobx'
import type { DomainServices } from '../../../adapters/di/bindDomainServices'
import { ApprovalState } from '../../../domain/approval/ApprovalState'
import { computeApprovalState } from '../../../domain/approval/computeApprovalState'
import type { Currency } from '../../../domain/currency/Currency'
import { wrapCurrency } from '../../../domain/currency/wrapCurrency'
import { MissingDependenciesError } from '../../../domain/errors/MissingDependenciesError'
import { TransactionRejectedError } from '../../../domain/errors/TransactionRejectedError'
import { formatSignificant } from '../../../domain/format/formatSignificant'
import { currencyIdOf } from '../../../domain/input/currencyIdOf'
import { sanitizeAmountInput } from '../../../domain/input/sanitizeAmountInput'
import { BurnField, type BurnState, INITIAL_BURN_STATE } from '../../../domain/liquidity/BurnState'
import { canConfirmRemove } from '../../../domain/liquidity/canConfirmRemove'
import { computePositionValue } from '../../../domain/liquidity/computePositionValue'
import { type BurnAmounts, deriveBurnAmounts } from '../../../domain/liquidity/deriveBurnAmounts'
import type { SignedPermit } from '../../../domain/liquidity/LiquidityService'
import { pairAt } from '../../../domain/liquidity/pairAt'
import type { InputError } from '../../../domain/swap/InputError'
import { removeLiquidityInputError } from '../../../domain/swap/removeLiquidityInputError'
import { swapFailureError } from '../../../domain/swap/swapFailureError'
import type { Pair } from '../../../domain/trade/Pair'
import type { Clock } from '../../../ports/Clock'
import type { LiveChainReads, LiveValue } from '../../../ports/LiveChainReads'
import type { Reserves } from '../../../ports/PairReserves'
import type { CurrencyDirectory } from '../CurrencyDirectory'
import { connectedAccount } from '../connectedAccount'
import { failureMessage } from '../failureMessage'
import type { RouterStore } from '../RouterStore'
import { sendFromConfirmation } from '../sendFromConfirmation'
import type { TransactionsViewStore } from '../TransactionsViewStore'
import type { UserSettingsStore } from '../UserSettingsStore'
import type { WalletStore } from '../WalletStore'
import { pairAddressOf } from './pairAddressOf'
import { watchPair } from './watchPair'

/** Spec section 5: the percent slider's changes reach the form 100 ms after the last move. */
export const SLIDER_DEBOUNCE_MS = 100

/** The confirm dialog of a remove: the amounts shown, then attempting, the hash, or an error. */
export interface RemoveConfirmation {
  readonly amounts: BurnAmounts
  readonly attempting: boolean
  readonly hash: string | undefined
  readonly error: string | undefined
}

/**
 * The Remove liquidity screen's view model (spec sections 3–5): the burn state (percent slider, LP amount or either
 * currency), the position from the pair's reserves, supply and the account's LP balance; approval of the LP token or a
 * signed permit; the remove variants tried by gas estimate.
 */
export class RemoveLiquidityStore {
  currencyIdA = ''
  currencyIdB = ''
  state: BurnState = INITIAL_BURN_STATE
  /** The slider's own position while its change waits for the debounce. */
  sliderPending: number | undefined = undefined
  detailed = false
  signature: SignedPermit | undefined = undefined
  confirmation: RemoveConfirmation | undefined = undefined
  actionError: string | undefined = undefined
  private reserves: LiveValue<Reserves> = undefined
  private supply: LiveValue<bigint> = undefined
  private lpBalanceValue: LiveValue<bigint> = undefined
  private allowance: LiveValue<bigint> = undefined
  private cancelSlider: (() => void) | undefined

  constructor(
    private readonly directory: CurrencyDirectory,
    private readonly wallet: WalletStore,
    private readonly settings: UserSettingsStore,
    private readonly transactions: TransactionsViewStore,
    private readonly services: Pick<DomainServices, 'approval' | 'liquidity'>,
    private readonly live: LiveChainReads,
    private readonly router: RouterStore,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<
      this,
      'directory' | 'wallet' | 'settings' | 'transactions' | 'services' | 'live' | 'router' | 'clock' | 'cancelSlider'
    >(this, {
      directory: false,
      wallet: false,
      settings: false,
      transactions: false,
      services: false,
      live: false,
      router: false,
      clock: false,
      cancelSlider: false,
    })
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
    return pairAt(this.directory.chainConfig, this.currencyA, this.currencyB, this.reserves)
  }

  get lpBalance(): bigint | undefined {
    return typeof this.lpBalanceValue === 'bigint' ? this.lpBalanceValue : undefined
  }

  /** What the whole position is worth of A and of B now. */
  get positionValue(): { valueA: bigint; valueB: bigint } | undefined {
    const { pair, lpBalance, currencyA } = this
    const supply = this.supply
    if (!pair || !currencyA || lpBalance === undefined || typeof supply !== 'bigint' || lpBalance > supply)
      return undefined
    const { amount0, amount1 } = computePositionValue(pair, supply, lpBalance)
    return wrapCurrency(currencyA).address === pair.token0.address
      ? { valueA: amount0, valueB: amount1 }
      : { valueA: amount1, valueB: amount0 }
  }

  get amounts(): BurnAmounts | undefined {
    const { positionValue, lpBalance, currencyA, currencyB } = this
    if (!positionValue || lpBalance === undefined || !currencyA || !currencyB) return undefined
    return deriveBurnAmounts(this.state, {
      lpBalance,
      ...positionValue,
      decimalsA: currencyA.decimals,
      decimalsB: currencyB.decimals,
    })
  }

  /** The slider's whole percent: its pending position, else the form's share rounded down. */
  get percent(): number {
    if (this.sliderPending !== undefined) return this.sliderPending
    const share = this.amounts?.percent
    return share ? Number((share.numerator * 100n) / share.denominator) : 0
  }

  get inputError(): InputError | undefined {
    const amounts = this.amounts
    return removeLiquidityInputError({
      account: this.account,
      liquidityAmount: amounts?.liquidity,
      amountA: amounts?.amountA,
      amountB: amounts?.amountB,
    })
  }

  get approvalState(): ApprovalState {
    const pair = this.pair
    const liquidity = this.amounts?.liquidity
    const spender = this.directory.chainConfig?.routerAddress
    return computeApprovalState({
      amountToApprove: pair && liquidity ? { currency: pair.liquidityToken, raw: liquidity } : undefined,
      spender,
      allowance: typeof this.allowance === 'bigint' ? this.allowance : undefined,
      pendingApproval:
        pair && spender ? this.transactions.hasPendingApproval(this.directory.chainId, pair.address, spender) : false,
    })
  }

  /** Confirming needs an approval covering the amount or a permit signed for it (spec section 4). */
  get canConfirm(): boolean {
    return canConfirmRemove(this.inputError, this.approvalState, this.signature !== undefined)
  }

  /** The text of each detailed field: the typed one, the others from the share (6 significant digits). */
  formatted(field: BurnField): string {
    if (field === this.state.independentField) return this.state.typedValue
    const amounts = this.amounts
    if (!amounts) return ''
    const text = (raw: bigint, decimals: number) =>
      formatSignificant({ numerator: raw, denominator: 10n ** BigInt(decimals) }, 6, 'down')
    switch (field) {
      case BurnField.LIQUIDITY_PERCENT:
        return String(this.percent)
      case BurnField.LIQUIDITY:
        return text(amounts.liquidity, 18)
      case BurnField.CURRENCY_A:
        return text(amounts.amountA, this.currencyA?.decimals ?? 18)
      case BurnField.CURRENCY_B:
        return text(amounts.amountB, this.currencyB?.decimals ?? 18)
    }
  }

  /** The pair holds the wrapped native coin: the user may receive it as HT or as WHT. */
  get nativeChoice(): { receiving: 'native' | 'wrapped'; otherPath: string } | undefined {
    const wrapped = this.directory.chainConfig?.nativeCurrency.wrapped
    const { currencyA, currencyB } = this
    if (!wrapped || !currencyA || !currencyB) return undefined
    const swapId = (currency: Currency) =>
      currency.kind === 'native'
        ? wrapped.address
        : currency.address === wrapped.address
          ? 'ETH'
          : currencyIdOf(currency)
    const native = currencyA.kind === 'native' || currencyB.kind === 'native'
    const isWrapped = (currency: Currency) => currency.kind === 'token' && currency.address === wrapped.address
    if (!native && !isWrapped(currencyA) && !isWrapped(currencyB)) return undefined
    return {
      receiving: native ? 'native' : 'wrapped',
      otherPath: `/remove/${swapId(currencyA)}/${swapId(currencyB)}`,
    }
  }

  // ---- actions -------------------------------------------------------------------------------------------------

  load(currencyIdA: string | undefined, currencyIdB: string | undefined): void {
    if (this.currencyIdA !== (currencyIdA ?? '') || this.currencyIdB !== (currencyIdB ?? '')) {
      // another pair: its own form, and a permit signed for the old one no longer applies
      this.state = INITIAL_BURN_STATE
      this.sliderPending = undefined
      this.signature = undefined
      this.confirmation = undefined
    }
    this.currencyIdA = currencyIdA ?? ''
    this.currencyIdB = currencyIdB ?? ''
    for (const id of [this.currencyIdA, this.currencyIdB]) if (id) void this.directory.lookUp(id)
  }

  /** Any input: the form changes and a signed permit no longer matches (spec section 4). */
  type(field: BurnField, typed: string): void {
    const value = sanitizeAmountInput(typed)
    if (value === null) return
    this.cancelSlider?.()
    this.sliderPending = undefined
    this.state = { independentField: field, typedValue: value }
    this.signature = undefined
    this.actionError = undefined
  }

  /** The slider moved: it shows at once, the form follows 100 ms after the last move. */
  slide(percent: number): void {
    const whole = Math.max(0, Math.min(100, Math.round(percent)))
    this.sliderPending = whole
    this.cancelSlider?.()
    this.cancelSlider = this.clock.schedule(SLIDER_DEBOUNCE_MS, () =>
      this.type(BurnField.LIQUIDITY_PERCENT, String(whole)),
    )
  }

  toggleDetailed(): void {
    this.detailed = !this.detailed
  }

  /** Receive HT instead of WHT (or back): the route's currencies change. */
  switchNative(): void {
    const choice = this.nativeChoice
    if (choice) this.router.replace(choice.otherPath)
  }

  async approve(): Promise<void> {
    const pair = this.pair
    const liquidity = this.amounts?.liquidity
    const router = this.directory.chainConfig?.routerAddress
    const account = this.account
    if (this.approvalState !== ApprovalState.NOT_APPROVED || !pair || !liquidity || !router || !account) return
    this.actionError = undefined
    try {
      await this.services.approval.approve({
        chainId: this.directory.chainId,
        account,
        token: pair.liquidityToken,
        spender: router,
        amount: liquidity,
      })
    } catch (error) {
      const failure = swapFailureError(error)
      if (!(failure instanceof TransactionRejectedError)) runInAction(() => (this.actionError = failure.message))
    }
  }

  /** Signs an EIP-2612 permit for the amount (`eth_signTypedData_v4`) instead of an approval transaction. */
  async signPermit(): Promise<void> {
    const pair = this.pair
    const liquidity = this.amounts?.liquidity
    const account = this.account
    const config = this.directory.chainConfig
    if (!pair || !liquidity || !account || !config || this.inputError) return
    this.actionError = undefined
    try {
      const signed = await this.services.liquidity.signRemovePermit({
        config,
        account,
        pair: pair.address,
        liquidity,
        deadlineSeconds: this.settings.settings.userDeadline,
      })
      runInAction(() => {
        // the form may have changed while the wallet asked: only a permit for the current amount counts
        if (this.amounts?.liquidity === liquidity) this.signature = signed
      })
    } catch (error) {
      const failure = swapFailureError(error)
      if (!(failure instanceof TransactionRejectedError)) runInAction(() => (this.actionError = failure.message))
    }
  }

  openConfirmation(): void {
    const amounts = this.amounts
    if (!amounts || this.inputError) return
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
      this.state = INITIAL_BURN_STATE
      this.sliderPending = undefined
      this.signature = undefined
    }
    this.confirmation = undefined
  }

  private async sendRemove(amounts: BurnAmounts): Promise<string> {
    const account = this.account
    const config = this.directory.chainConfig
    const { currencyA, currencyB } = this
    if (!account || !config || !currencyA || !currencyB) throw new MissingDependenciesError('remove liquidity')
    const sent = await this.services.liquidity.remove({
      config,
      account,
      amountA: { currency: currencyA, raw: amounts.amountA },
      amountB: { currency: currencyB, raw: amounts.amountB },
      liquidity: amounts.liquidity,
      slippageBips: this.settings.settings.userSlippageTolerance,
      deadlineSeconds: this.settings.settings.userDeadline,
      approved: this.approvalState === ApprovalState.APPROVED,
      permit: this.signature,
    })
    return sent.hash
  }

  // ---- following the chain -------------------------------------------------------------------------------------

  watch(): () => void {
    let stops: (() => void)[] = []
    const disposers = [
      reaction(
        () =>
          [
            this.directory.chainId,
            this.account,
            pairAddressOf(this.directory.chainConfig, this.currencyA, this.currencyB) ?? '',
            this.directory.chainConfig?.routerAddress ?? '',
          ] as const,
        ([chainId, account, address, router]) => {
          for (const stop of stops) stop()
          runInAction(() => {
            this.reserves = undefined
            this.supply = undefined
            this.lpBalanceValue = undefined
            this.allowance = undefined
          })
          if (!address) {
            stops = []
            return
          }
          stops = watchPair(this.live, chainId, address, account, {
            reserves: (value) => (this.reserves = value),
            supply: (value) => (this.supply = value),
            lpBalance: (value) => (this.lpBalanceValue = value),
          })
          if (account && router)
            stops.push(
              this.live.watchAllowances(chainId, account, router, [address], ([value]) =>
                runInAction(() => (this.allowance = value)),
              ),
            )
        },
        { fireImmediately: true, equals: (x, y) => x.every((value, i) => value === y[i]) },
      ),
    ]
    return () => {
      for (const dispose of disposers) dispose()
      for (const stop of stops) stop()
      this.cancelSlider?.()
    }
  }
}
