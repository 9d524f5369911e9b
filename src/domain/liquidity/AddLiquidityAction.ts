import type { ChainReads } from '../../ports/ChainReads'
import type { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'
import type { Submitted } from '../../ports/TransactionSubmitter'
import type { ApprovalService } from '../approval/ApprovalService'
import type { ChainConfig } from '../chains/ChainConfig'
import type { Currency } from '../currency/Currency'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { findCurrency } from '../currency/findCurrency'
import type { Token } from '../currency/Token'
import { wrapCurrency } from '../currency/wrapCurrency'
import { InputRejectedError } from '../errors/InputRejectedError'
import { parseTypedAmount } from '../input/parseTypedAmount'
import { addLiquidityInputError } from '../swap/addLiquidityInputError'
import { loadPairs } from '../trade/loadPairs'
import type { Pair } from '../trade/Pair'
import { deriveMintAmounts } from './deriveMintAmounts'
import { hasNoLiquidity } from './hasNoLiquidity'
import type { LiquidityService, SentLiquidityCall } from './LiquidityService'
import { MintField } from './MintState'
import { type PairState, pairStateOf } from './pairStateOf'
import { requireDistinctPoolTokens } from './requireDistinctPoolTokens'

/** Who adds on which chain, at which slippage tolerance: what every step after the amounts needs. */
export interface AddLiquidityTerms {
  readonly config: ChainConfig
  readonly account: string
  readonly slippageBips: number
}

/** Liquidity to add as a person types it: two currencies and A's amount; B's is derived from the pool when left out. */
export interface AddLiquidityOrder extends AddLiquidityTerms {
  readonly tokens: readonly Token[]
  readonly currencyA: string
  readonly currencyB: string
  readonly amountA: string
  /** Required for a new pool (its first provider sets the price); else the pool's price gives it. */
  readonly amountB: string | undefined
}

/** Liquidity as the Add form holds it: the two amounts it shows (B typed, or following the pool's price there). */
export interface AddLiquidityAmounts extends AddLiquidityTerms {
  readonly amountA: CurrencyAmount
  readonly amountB: CurrencyAmount
}

/** Liquidity that passed every check: the two amounts, and whether they open the pool (set its price). */
export interface PreparedAddLiquidity {
  readonly amountA: CurrencyAmount
  readonly amountB: CurrencyAmount
  readonly noLiquidity: boolean
}

/** The pool as `prepare` read it. */
interface PoolNow {
  readonly pairState: PairState
  readonly pair: Pair | undefined
  readonly noLiquidity: boolean
}

/** The currencies and amounts `check` compares with the balances (an amount missing: 'Enter an amount'). */
interface CheckedAmounts {
  readonly currencyA: Currency
  readonly currencyB: Currency
  readonly amountA: CurrencyAmount | undefined
  readonly amountB: CurrencyAmount | undefined
}

/** What adding sent: the router's approvals that fell short (A's, then B's), then the add. */
export interface SentAddLiquidity {
  readonly approvals: readonly Submitted[]
  readonly add: SentLiquidityCall
}

/**
 * Adding liquidity from request to send (spec section 6) for `fomo pool add` and the Add screen, by the Add screen's
 * rules: `prepare` resolves both currencies, reads the pool and its LP supply, derives B's amount from the pool's price
 * (`deriveMintAmounts`, which leaves it out for an empty pool) and runs the form's input checks with the balances read
 * now; `prepareAmounts` runs the same reads and checks on the amounts the Add form shows. `approve` approves the router
 * for one side when its allowance falls short and `add` adds, each a step of its own for the form that shows them
 * apart; `send` approves both sides and adds for a driver that takes it in one go. A refusal in `prepare` sends nothing.
 */
export class AddLiquidityAction {
  constructor(
    private readonly reads: ChainReads,
    private readonly lpTokens: LiquidityTokenReads,
    private readonly approval: ApprovalService,
    private readonly liquidity: LiquidityService,
  ) {}

  /**
   * @throws UnknownCurrencyError; IdenticalPoolTokensError for the same token on both sides (HT and WHT included);
   * InvalidAmountError for a malformed amount; InputRejectedError with the form's first input error (spec section 6),
   * 'Enter an amount' for B on a new pool.
   */
  async prepare(order: AddLiquidityOrder): Promise<PreparedAddLiquidity> {
    const { config, tokens } = order
    const currencyA = findCurrency(order.currencyA, tokens, config.nativeCurrency)
    const currencyB = findCurrency(order.currencyB, tokens, config.nativeCurrency)
    requireDistinctPoolTokens(currencyA, currencyB)
    const pool = await this.readPool(config, currencyA, currencyB)
    // the typed amounts' own errors first (too many decimals, not a number); the form's rules then fill amountB
    const amountA = parseTypedAmount(order.amountA, currencyA)
    const typedB = order.amountB === undefined ? undefined : parseTypedAmount(order.amountB, currencyB)
    const typed = {
      independentField: MintField.CURRENCY_A,
      typedValue: order.amountA,
      otherTypedValue: order.amountB ?? '',
    }
    const amountB = typedB ?? deriveMintAmounts(typed, currencyA, currencyB, pool.pair, pool.noLiquidity).amountB
    return this.check(order, pool, { currencyA, currencyB, amountA, amountB })
  }

  /**
   * `prepare`'s reads and checks on the amounts the Add form shows (its currencies picked, B as the form derived it).
   *
   * @throws IdenticalPoolTokensError; InputRejectedError with the form's first input error, as `prepare` does.
   */
  async prepareAmounts(order: AddLiquidityAmounts): Promise<PreparedAddLiquidity> {
    const { amountA, amountB } = order
    const [currencyA, currencyB] = [amountA.currency, amountB.currency]
    requireDistinctPoolTokens(currencyA, currencyB)
    const pool = await this.readPool(order.config, currencyA, currencyB)
    return this.check(order, pool, { currencyA, currencyB, amountA, amountB })
  }

  /** Approves the router for one side's prepared amount when its allowance falls short (else sends nothing). */
  approve(terms: AddLiquidityTerms, prepared: PreparedAddLiquidity, field: MintField): Promise<Submitted | undefined> {
    return this.approval.approveIfNeeded({
      chainId: terms.config.chainId,
      account: terms.account,
      amount: field === MintField.CURRENCY_A ? prepared.amountA : prepared.amountB,
      spender: terms.config.routerAddress,
    })
  }

  /** Adds the prepared amounts (a new pool at their price); the router must already be allowed to move both. */
  add(terms: AddLiquidityTerms, prepared: PreparedAddLiquidity, deadlineSeconds: number): Promise<SentLiquidityCall> {
    const { config, account, slippageBips } = terms
    return this.liquidity.add({ config, account, ...prepared, slippageBips, deadlineSeconds })
  }

  /** Approves the router for each amount its allowance falls short of, then adds (a new pool at the typed price). */
  async send(
    order: AddLiquidityTerms,
    prepared: PreparedAddLiquidity,
    deadlineSeconds: number,
  ): Promise<SentAddLiquidity> {
    const approvals: Submitted[] = []
    for (const field of [MintField.CURRENCY_A, MintField.CURRENCY_B]) {
      const sent = await this.approve(order, prepared, field)
      if (sent) approvals.push(sent)
    }
    return { approvals, add: await this.add(order, prepared, deadlineSeconds) }
  }

  /** The pool of the two currencies as the chain holds it now: its state, the pair, and whether it is empty. */
  private async readPool(config: ChainConfig, currencyA: Currency, currencyB: Currency): Promise<PoolNow> {
    const [pair] = await loadPairs(config, [wrapCurrency(currencyA), wrapCurrency(currencyB)], this.reads)
    const pairState = pairStateOf(currencyA, currencyB, pair ?? null)
    const [totalSupply] = pair ? await this.lpTokens.totalSupplies(config.chainId, [pair.address]) : [undefined]
    return { pairState, pair, noLiquidity: hasNoLiquidity(pairState, totalSupply, pair) }
  }

  /** The form's input checks (spec section 6) with the balances read now. */
  private async check(terms: AddLiquidityTerms, pool: PoolNow, amounts: CheckedAmounts): Promise<PreparedAddLiquidity> {
    const { config, account } = terms
    const { currencyA, currencyB, amountA, amountB } = amounts
    const [balanceA, balanceB] = await this.reads.balancesOf(config.chainId, account, [currencyA, currencyB])
    const error = addLiquidityInputError({
      account,
      currencyA,
      currencyB,
      pairState: pool.pairState,
      amountA,
      amountB,
      balanceA: balanceA === undefined ? undefined : { currency: currencyA, raw: balanceA },
      balanceB: balanceB === undefined ? undefined : { currency: currencyB, raw: balanceB },
    })
    if (error || !amountA || !amountB) throw new InputRejectedError(error ?? { key: 'enterAmount' })
    return { amountA, amountB, noLiquidity: pool.noLiquidity }
  }
}
