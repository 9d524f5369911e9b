import { makeAutoObservable, reaction, runInAction } from 'mobx'
import type { DomainServices } from '../../../adapters/di/bindDomainServices'
import { ApprovalState } from '../../../domain/approval/ApprovalState'
import { computeApprovalState } from '../../../domain/approval/computeApprovalState'
import type { Currency } from '../../../domain/currency/Currency'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import { TransactionRejectedError } from '../../../domain/errors/TransactionRejectedError'
import { formatSignificant } from '../../../domain/format/formatSignificant'
import { formatUnits } from '../../../domain/format/formatUnits'
import { currencyIdOf } from '../../../domain/input/currencyIdOf'
import { maxAmountSpend } from '../../../domain/input/maxAmountSpend'
import { sanitizeAmountInput } from '../../../domain/input/sanitizeAmountInput'
import { deriveMintAmounts, type MintAmounts } from '../../../domain/liquidity/deriveMintAmounts'
import { hasNoLiquidity } from '../../../domain/liquidity/hasNoLiquidity'
import { EMPTY_MINT_STATE, MintField, type MintState } from '../../../domain/liquidity/MintState'
import { pairAt } from '../../../domain/liquidity/pairAt'
import { type PairState, pairStateOf } from '../../../domain/liquidity/pairStateOf'
import { type AddLiquidityQuote, quoteAddLiquidity } from '../../../domain/liquidity/quoteAddLiquidity'
import { typeMintInput } from '../../../domain/liquidity/typeMintInput'
import { addLiquidityInputError } from '../../../domain/swap/addLiquidityInputError'
import { canAddLiquidity } from '../../../domain/swap/canAddLiquidity'
import type { InputError } from '../../../domain/swap/InputError'
import { swapFailureError } from '../../../domain/swap/swapFailureError'
import type { Pair } from '../../../domain/trade/Pair'
import { type LiveChainReads, type LiveValue, NATIVE_BALANCE } from '../../../ports/LiveChainReads'
import type { Reserves } from '../../../ports/PairReserves'
import type { CurrencyDirectory } from '../CurrencyDirectory'
import { connectedAccount } from '../connectedAccount'
import type { RouterStore } from '../RouterStore'
import { sendFromConfirmation } from '../sendFromConfirmation'
import type { TokenRow } from '../TokenSelectStore'
import type { TransactionsViewStore } from '../TransactionsViewStore'
import type { UserSettingsStore } from '../UserSettingsStore'
import type { WalletStore } from '../WalletStore'
import { pairAddressOf } from './pairAddressOf'
import { watchPair } from './watchPair'

/** The confirm dialog of an add: the amounts shown, then attempting, the hash, or an error. */
export interface AddConfirmation {
  readonly amountA: CurrencyAmount
  readonly amountB: CurrencyAmount
  readonly attempting: boolean
  readonly hash: string | undefined
  readonly error: string | undefined
}

/**
 * The Add liquidity screen's view model (spec sections 3–5): the currencies of the route, the mint state, the pair's
 * reserves and supply, balances and router allowances in the block's one multicall; the amounts, input error, pool
 * share and approvals from the domain; approve, the confirm dialog and the router's add call.
 */
export class AddLiquidityStore {
  currencyIdA = ''
  currencyIdB = ''
  state: MintState = EMPTY_MINT_STATE
  confirmation: AddConfirmation | undefined = undefined
  actionError: string | undefined = undefined
  private reserves: LiveValue<Reserves> = undefined
  private supply: LiveValue<bigint> = undefined
  private balances: LiveValue<bigint>[] = []
  private allowances: LiveValue<bigint>[] = []

  constructor(
    private readonly directory: CurrencyDirectory,
    private readonly wallet: WalletStore,
    private readonly settings: UserSettingsStore,
    private readonly transactions: TransactionsViewStore,
    private readonly services: Pick<DomainServices, 'approval' | 'liquidity'>,
    private readonly live: LiveChainReads,
    private readonly router: RouterStore,
  ) {
    makeAutoObservable<this, 'directory' | 'wallet' | 'settings' | 'transactions' | 'services' | 'live' | 'router'>(
      this,
      {
        directory: false,
        wallet: false,
        settings: false,
        transactions: false,
        services: false,
        live: false,
        router: false,
      },
    )
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

  currencyOf(field: MintField): Currency | undefined {
    return field === MintField.CURRENCY_A ? this.currencyA : this.currencyB
  }

  get pairState(): PairState {
    return pairStateOf(this.currencyA, this.currencyB, this.reserves)
  }

  get pair(): Pair | undefined {
    return pairAt(this.directory.chainConfig, this.currencyA, this.currencyB, this.reserves)
  }

  get totalSupply(): bigint | undefined {
    return typeof this.supply === 'bigint' ? this.supply : undefined
  }

  /** The first provider: no pair, or one without supply (or reserves); the typed ratio sets the price. */
  get noLiquidity(): boolean {
    return hasNoLiquidity(this.pairState, this.totalSupply, this.pair)
  }

  get amounts(): MintAmounts {
    return deriveMintAmounts(this.state, this.currencyA, this.currencyB, this.pair, this.noLiquidity)
  }

  amountOf(field: MintField): CurrencyAmount | undefined {
    return field === MintField.CURRENCY_A ? this.amounts.amountA : this.amounts.amountB
  }

  /** Each field's text: the typed one, and the other typed too (no liquidity) or quoted (6 significant digits). */
  formatted(field: MintField): string {
    const { independentField, typedValue, otherTypedValue } = this.state
    if (field === independentField) return typedValue
    if (this.noLiquidity) return otherTypedValue
    const amount = this.amountOf(field)
    return amount
      ? formatSignificant({ numerator: amount.raw, denominator: 10n ** BigInt(amount.currency.decimals) }, 6, 'down')
      : ''
  }

  balanceOf(field: MintField): CurrencyAmount | undefined {
    const currency = this.currencyOf(field)
    const raw = this.balances[field === MintField.CURRENCY_A ? 0 : 1]
    return currency && typeof raw === 'bigint' ? { currency, raw } : undefined
  }

  get inputError(): InputError | undefined {
    return addLiquidityInputError({
      account: this.account,
      currencyA: this.currencyA,
      currencyB: this.currencyB,
      pairState: this.pairState,
      amountA: this.amounts.amountA,
      amountB: this.amounts.amountB,
      balanceA: this.balanceOf(MintField.CURRENCY_A),
      balanceB: this.balanceOf(MintField.CURRENCY_B),
    })
  }

  approvalOf(field: MintField): ApprovalState {
    const amount = this.amountOf(field)
    const spender = this.directory.chainConfig?.routerAddress
    const allowance = this.allowances[field === MintField.CURRENCY_A ? 0 : 1]
    return computeApprovalState({
      amountToApprove: amount,
      spender,
      allowance: typeof allowance === 'bigint' ? allowance : undefined,
      pendingApproval:
        amount?.currency.kind === 'token' && spender !== undefined
          ? this.transactions.hasPendingApproval(this.directory.chainId, amount.currency.address, spender)
          : false,
    })
  }

  get canAdd(): boolean {
    return canAddLiquidity(
      this.inputError,
      this.approvalOf(MintField.CURRENCY_A),
      this.approvalOf(MintField.CURRENCY_B),
    )
  }

  /** LP tokens minted, pool share (100% for the first provider), prices both ways and the Max buttons. */
  get quote(): AddLiquidityQuote {
    return quoteAddLiquidity({
      config: this.directory.chainConfig,
      currencyA: this.currencyA,
      currencyB: this.currencyB,
      pairState: this.pairState,
      pair: this.pair,
      totalSupply: this.totalSupply,
      amounts: this.amounts,
      balanceA: this.balanceOf(MintField.CURRENCY_A),
      balanceB: this.balanceOf(MintField.CURRENCY_B),
    })
  }

  /** The slippage tolerance as a percent, for the confirm dialog's note. */
  get slippagePercent(): string {
    return String(this.settings.settings.userSlippageTolerance / 100)
  }

  /** The currency a token-selection row stands for. */
  currencyOfRow(row: TokenRow): Currency | undefined {
    return this.directory.currency(row.native ? 'ETH' : row.address)
  }

  // ---- actions -------------------------------------------------------------------------------------------------

  /** The route's currencies (`/add/{a}/{b}`); unknown addresses are looked up on chain. */
  load(currencyIdA: string | undefined, currencyIdB: string | undefined): void {
    this.currencyIdA = currencyIdA ?? ''
    this.currencyIdB = currencyIdB ?? ''
    for (const id of [this.currencyIdA, this.currencyIdB]) if (id) void this.directory.lookUp(id)
  }

  /** Picks a currency for a field by changing the route (choosing the other field's currency swaps them). */
  select(field: MintField, currency: Currency): void {
    const id = currencyIdOf(currency)
    const [a, b] = [this.currencyIdA, this.currencyIdB]
    const same = (x: string, y: string) => x !== '' && x.toLowerCase() === y.toLowerCase()
    let path: string
    if (field === MintField.CURRENCY_A) path = same(id, b) ? `/add/${b}/${a}` : `/add/${id}${b ? `/${b}` : ''}`
    else if (same(id, a)) path = b ? `/add/${b}/${id}` : `/add/${id}`
    else path = `/add/${a || 'ETH'}/${id}`
    this.router.replace(path.replace(/\/$/, ''))
  }

  type(field: MintField, typed: string): void {
    const value = sanitizeAmountInput(typed)
    if (value === null) return
    this.state = typeMintInput(this.state, field, value, this.noLiquidity)
    this.actionError = undefined
  }

  setMax(field: MintField): void {
    const maximum = maxAmountSpend(this.balanceOf(field))
    if (maximum) this.type(field, formatUnits(maximum.raw, maximum.currency.decimals))
  }

  async approve(field: MintField): Promise<void> {
    const amount = this.amountOf(field)
    const router = this.directory.chainConfig?.routerAddress
    const account = this.account
    if (
      this.approvalOf(field) !== ApprovalState.NOT_APPROVED ||
      amount?.currency.kind !== 'token' ||
      !router ||
      !account
    )
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
    } catch (error) {
      const failure = swapFailureError(error)
      if (!(failure instanceof TransactionRejectedError)) runInAction(() => (this.actionError = failure.message))
    }
  }

  openConfirmation(): void {
    const { amountA, amountB } = this.amounts
    if (!this.canAdd || !amountA || !amountB) return
    this.confirmation = { amountA, amountB, attempting: false, hash: undefined, error: undefined }
  }

  /** Supply: estimates and sends the router call; a wallet rejection (4001) only stops the attempt. */
  async confirm(): Promise<void> {
    const shown = this.confirmation
    const account = this.account
    const config = this.directory.chainConfig
    if (!shown || shown.attempting || !account || !config) return
    await sendFromConfirmation(
      this,
      shown,
      async () => {
        const sent = await this.services.liquidity.add({
          config,
          account,
          amountA: shown.amountA,
          amountB: shown.amountB,
          noLiquidity: this.noLiquidity,
          slippageBips: this.settings.settings.userSlippageTolerance,
          deadlineSeconds: this.settings.settings.userDeadline,
        })
        return sent.hash
      },
      (error) => {
        const message = swapFailureError(error) instanceof TransactionRejectedError ? undefined : failureText(error)
        if (message) console.warn('add liquidity failed', error)
        return message
      },
    )
  }

  /** Closes the dialog; after a hash the inputs are cleared. */
  dismissConfirmation(): void {
    if (this.confirmation?.hash) this.state = EMPTY_MINT_STATE
    this.confirmation = undefined
  }

  // ---- following the chain -------------------------------------------------------------------------------------

  watch(): () => void {
    let stopPair: (() => void)[] = []
    let stopAccount: (() => void)[] = []
    const tokenKey = (currency: Currency | undefined) =>
      currency === undefined ? '' : currency.kind === 'native' ? NATIVE_BALANCE : currency.address
    const disposers = [
      reaction(
        () =>
          [
            this.directory.chainId,
            pairAddressOf(this.directory.chainConfig, this.currencyA, this.currencyB) ?? '',
          ] as const,
        ([chainId, address]) => {
          for (const stop of stopPair) stop()
          runInAction(() => {
            this.reserves = undefined
            this.supply = undefined
          })
          stopPair = address
            ? watchPair(this.live, chainId, address, undefined, {
                reserves: (value) => (this.reserves = value),
                supply: (value) => (this.supply = value),
              })
            : []
        },
        { fireImmediately: true, equals: (x, y) => x[0] === y[0] && x[1] === y[1] },
      ),
      reaction(
        () =>
          [
            this.directory.chainId,
            this.account,
            tokenKey(this.currencyA),
            tokenKey(this.currencyB),
            this.directory.chainConfig?.routerAddress,
          ] as const,
        ([chainId, account, a, b, router]) => {
          for (const stop of stopAccount) stop()
          runInAction(() => {
            this.balances = []
            this.allowances = []
          })
          if (!account) {
            stopAccount = []
            return
          }
          const keys = [a || NATIVE_BALANCE, b || NATIVE_BALANCE]
          stopAccount = [
            this.live.watchBalances(chainId, account, keys, (values) => runInAction(() => (this.balances = values))),
          ]
          if (router) {
            // the native coin needs no allowance: its slot reads the wrapped token's (never consulted)
            const wrapped = this.directory.chainConfig?.nativeCurrency.wrapped.address ?? ''
            const tokens = keys.map((key) => (key === NATIVE_BALANCE ? wrapped : key))
            stopAccount.push(
              this.live.watchAllowances(chainId, account, router, tokens, (values) =>
                runInAction(() => (this.allowances = values)),
              ),
            )
          }
        },
        { fireImmediately: true, equals: (x, y) => x.every((value, i) => value === y[i]) },
      ),
    ]
    return () => {
      for (const dispose of disposers) dispose()
      for (const stop of [...stopPair, ...stopAccount]) stop()
    }
  }
}

function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
