import type { ChainReads } from '../../ports/ChainReads'
import type { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'
import type { Submitted } from '../../ports/TransactionSubmitter'
import type { ApprovalService } from '../approval/ApprovalService'
import type { ChainConfig } from '../chains/ChainConfig'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { findCurrency } from '../currency/findCurrency'
import type { Token } from '../currency/Token'
import { wrapCurrency } from '../currency/wrapCurrency'
import { InputRejectedError } from '../errors/InputRejectedError'
import { parseTypedAmount } from '../input/parseTypedAmount'
import { addLiquidityInputError } from '../swap/addLiquidityInputError'
import { loadPairs } from '../trade/loadPairs'
import { deriveMintAmounts } from './deriveMintAmounts'
import { hasNoLiquidity } from './hasNoLiquidity'
import type { LiquidityService, SentLiquidityCall } from './LiquidityService'
import { MintField } from './MintState'
import { pairStateOf } from './pairStateOf'
import { requireDistinctPoolTokens } from './requireDistinctPoolTokens'

/** Liquidity to add as a person types it: two currencies and A's amount; B's is derived from the pool when left out. */
export interface AddLiquidityOrder {
  readonly config: ChainConfig
  readonly tokens: readonly Token[]
  readonly account: string
  readonly currencyA: string
  readonly currencyB: string
  readonly amountA: string
  /** Required for a new pool (its first provider sets the price); else the pool's price gives it. */
  readonly amountB: string | undefined
  readonly slippageBips: number
}

/** Liquidity that passed every check: the two amounts, and whether they open the pool (set its price). */
export interface PreparedAddLiquidity {
  readonly amountA: CurrencyAmount
  readonly amountB: CurrencyAmount
  readonly noLiquidity: boolean
}

/** What adding sent: the router's approvals that fell short (A's, then B's), then the add. */
export interface SentAddLiquidity {
  readonly approvals: readonly Submitted[]
  readonly add: SentLiquidityCall
}

/**
 * Adding liquidity from request to send (spec section 6) for a driver that takes it in one go (`fomo pool add`), by the
 * Add screen's rules: `prepare` resolves both currencies, reads the pool and its LP supply, derives B's amount from the
 * pool's price (`deriveMintAmounts`, which leaves it out for an empty pool) and runs the form's input checks with the
 * balances read now; `send` then approves the router for each amount that falls short, and adds. A refusal in
 * `prepare` sends nothing.
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
    const { config, tokens, account } = order
    const currencyA = findCurrency(order.currencyA, tokens, config.nativeCurrency)
    const currencyB = findCurrency(order.currencyB, tokens, config.nativeCurrency)
    requireDistinctPoolTokens(currencyA, currencyB)
    const [pair] = await loadPairs(config, [wrapCurrency(currencyA), wrapCurrency(currencyB)], this.reads)
    const pairState = pairStateOf(currencyA, currencyB, pair ?? null)
    const [totalSupply] = pair ? await this.lpTokens.totalSupplies(config.chainId, [pair.address]) : [undefined]
    const noLiquidity = hasNoLiquidity(pairState, totalSupply, pair)
    // the typed amounts' own errors first (too many decimals, not a number); the form's rules then fill amountB
    const amountA = parseTypedAmount(order.amountA, currencyA)
    const typedB = order.amountB === undefined ? undefined : parseTypedAmount(order.amountB, currencyB)
    const typed = {
      independentField: MintField.CURRENCY_A,
      typedValue: order.amountA,
      otherTypedValue: order.amountB ?? '',
    }
    const amountB = typedB ?? deriveMintAmounts(typed, currencyA, currencyB, pair, noLiquidity).amountB
    const [balanceA, balanceB] = await this.reads.balancesOf(config.chainId, account, [currencyA, currencyB])
    const error = addLiquidityInputError({
      account,
      currencyA,
      currencyB,
      pairState,
      amountA,
      amountB,
      balanceA: balanceA === undefined ? undefined : { currency: currencyA, raw: balanceA },
      balanceB: balanceB === undefined ? undefined : { currency: currencyB, raw: balanceB },
    })
    if (error || !amountA || !amountB) throw new InputRejectedError(error ?? { key: 'enterAmount' })
    return { amountA, amountB, noLiquidity }
  }

  /** Approves the router for each amount its allowance falls short of, then adds (a new pool at the typed price). */
  async send(
    order: AddLiquidityOrder,
    prepared: PreparedAddLiquidity,
    deadlineSeconds: number,
  ): Promise<SentAddLiquidity> {
    const { config, account } = order
    const approvals: Submitted[] = []
    for (const amount of [prepared.amountA, prepared.amountB]) {
      const sent = await this.approval.approveIfNeeded({
        chainId: config.chainId,
        account,
        amount,
        spender: config.routerAddress,
      })
      if (sent) approvals.push(sent)
    }
    const add = await this.liquidity.add({
      config,
      account,
      ...prepared,
      slippageBips: order.slippageBips,
      deadlineSeconds,
    })
    return { approvals, add }
  }
}
