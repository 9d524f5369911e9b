import type { Currency } from '../../../domain/currency/Currency'
import type { CurrencyAmount } from '../../../domain/currency/CurrencyAmount'
import type { ActionServices } from '../../../domain/DomainServices'
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
import type { InputError } from '../../../domain/swap/InputError'
import type { Pair } from '../../../domain/trade/Pair'
import type { LiveChainReads } from '../../../ports/LiveChainReads'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { connectedAccount } from '../../stores/connectedAccount'
import { observableExcept } from '../../stores/observableExcept'
import type { RouterStore } from '../../stores/RouterStore'
import type { TokenRow } from '../../stores/TokenSelectStore'
import type { TransactionsViewStore } from '../../stores/TransactionsViewStore'
import type { UserSettingsStore } from '../../stores/UserSettingsStore'
import type { WalletStore } from '../../stores/WalletStore'
import { AddLiquidityReads } from './AddLiquidityReads'
import { AddLiquiditySender } from './AddLiquiditySender'

/**
 * The Add liquidity screen's view model (spec sections 3–5): the currencies of the route, the mint state, the pair's
 * reserves and supply, balances and router allowances in the block's one multicall; the amounts, input error, pool
 * share from the domain; the approvals and the add with its confirm dialog are `sender`'s (AddLiquiditySender).
 */
export class AddLiquidityStore {
  currencyIdA = ''
  currencyIdB = ''
  state: MintState = EMPTY_MINT_STATE
  readonly sender: AddLiquiditySender
  /** The pair, balances and router allowances, as the chain says them now. */
  readonly reads: AddLiquidityReads

  constructor(
    private readonly directory: CurrencyDirectory,
    private readonly wallet: WalletStore,
    private readonly settings: UserSettingsStore,
    transactions: TransactionsViewStore,
    services: Pick<ActionServices, 'addLiquidityAction'>,
    live: LiveChainReads,
    private readonly router: RouterStore,
  ) {
    this.reads = new AddLiquidityReads(directory, live, this)
    this.sender = new AddLiquiditySender(this, directory, settings, transactions, services)
    observableExcept(this, ['directory', 'wallet', 'settings', 'router', 'reads', 'sender'])
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
    this.sender.clearError()
  }

  setMax(field: MintField): void {
    const maximum = maxAmountSpend(this.balanceOf(field))
    if (maximum) this.type(field, formatUnits(maximum.raw, maximum.currency.decimals))
  }

  /** Empties both fields (an add was sent). */
  clear(): void {
    this.state = EMPTY_MINT_STATE
  }

  // ---- following the chain -------------------------------------------------------------------------------------

  /** Keeps the pair, the balances and the allowances fresh while the screen shows; returns the stop function. */
  watch(): () => void {
    return this.reads.watch()
  }
}
