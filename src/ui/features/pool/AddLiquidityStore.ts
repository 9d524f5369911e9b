import { makeAutoObservable, runInAction } from 'mobx'
import type { ApprovalState } from '../../../domain/approval/ApprovalState'
import { computeApprovalState } from '../../../domain/approval/computeApprovalState'
import type { Currency } from '../../../domain/currency/Currency'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import type { DomainServices } from '../../../domain/DomainServices'
import { TransactionRejectedError } from '../../../domain/errors/TransactionRejectedError'
import { formatUnits } from '../../../domain/format/formatUnits'
import { currencyIdOf } from '../../../domain/input/currencyIdOf'
import { maxAmountSpend } from '../../../domain/input/maxAmountSpend'
import { sanitizeAmountInput } from '../../../domain/input/sanitizeAmountInput'
import { addLiquidityPath } from '../../../domain/liquidity/addLiquidityPath'
import { deriveMintAmounts, type MintAmounts } from '../../../domain/liquidity/deriveMintAmounts'
import { hasNoLiquidity } from '../../../domain/liquidity/hasNoLiquidity'
import { EMPTY_MINT_STATE, MintField, type MintState } from '../../../domain/liquidity/MintState'
import { mintFieldText } from '../../../domain/liquidity/mintFieldText'
import { pairAt } from '../../../domain/liquidity/pairAt'
import { type PairState, pairStateOf } from '../../../domain/liquidity/pairStateOf'
import { type AddLiquidityQuote, quoteAddLiquidity } from '../../../domain/liquidity/quoteAddLiquidity'
import { typeMintInput } from '../../../domain/liquidity/typeMintInput'
import { addLiquidityInputError } from '../../../domain/swap/addLiquidityInputError'
import { canAddLiquidity } from '../../../domain/swap/canAddLiquidity'
import type { InputError } from '../../../domain/swap/InputError'
import { swapFailureError } from '../../../domain/swap/swapFailureError'
import type { Pair } from '../../../domain/trade/Pair'
import type { LiveChainReads } from '../../../ports/LiveChainReads'
import { approveRouter } from '../../stores/approveRouter'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { connectedAccount } from '../../stores/connectedAccount'
import type { RouterStore } from '../../stores/RouterStore'
import { sendFromConfirmation } from '../../stores/sendFromConfirmation'
import type { TokenRow } from '../../stores/TokenSelectStore'
import type { TransactionsViewStore } from '../../stores/TransactionsViewStore'
import type { UserSettingsStore } from '../../stores/UserSettingsStore'
import type { WalletStore } from '../../stores/WalletStore'
import { AddLiquidityReads } from './AddLiquidityReads'

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
  private readonly reads: AddLiquidityReads

  constructor(
    private readonly directory: CurrencyDirectory,
    private readonly wallet: WalletStore,
    private readonly settings: UserSettingsStore,
    private readonly transactions: TransactionsViewStore,
    private readonly services: Pick<DomainServices, 'approval' | 'liquidity'>,
    live: LiveChainReads,
    private readonly router: RouterStore,
  ) {
    this.reads = new AddLiquidityReads(directory, live, this)
    makeAutoObservable<this, 'directory' | 'wallet' | 'settings' | 'transactions' | 'services' | 'router' | 'reads'>(
      this,
      {
        directory: false,
        wallet: false,
        settings: false,
        transactions: false,
        services: false,
        router: false,
        reads: false,
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
    return pairStateOf(this.currencyA, this.currencyB, this.reads.pair.reserves)
  }

  get pair(): Pair | undefined {
    return pairAt(this.directory.chainConfig, this.currencyA, this.currencyB, this.reads.pair.reserves)
  }

  get totalSupply(): bigint | undefined {
    const supply = this.reads.pair.supply
    return typeof supply === 'bigint' ? supply : undefined
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
    return mintFieldText(this.state, field, this.noLiquidity, this.amountOf(field))
  }

  balanceOf(field: MintField): CurrencyAmount | undefined {
    const currency = this.currencyOf(field)
    const raw = this.reads.balances[field === MintField.CURRENCY_A ? 0 : 1]
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
    const allowance = this.reads.allowances[field === MintField.CURRENCY_A ? 0 : 1]
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
    this.router.replace(addLiquidityPath(field, currencyIdOf(currency), this.currencyIdA, this.currencyIdB))
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
    this.actionError = undefined
    const outcome = await approveRouter(this.services.approval, this.directory, {
      state: this.approvalOf(field),
      account: this.account,
      amount: this.amountOf(field),
    })
    if (outcome.kind === 'failed' && !(outcome.error instanceof TransactionRejectedError))
      runInAction(() => (this.actionError = outcome.error.message))
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

  /** Keeps the pair, the balances and the allowances fresh while the screen shows; returns the stop function. */
  watch(): () => void {
    return this.reads.watch()
  }
}

function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
