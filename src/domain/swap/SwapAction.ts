import type { ChainReads } from '../../ports/ChainReads'
import type { Submitted } from '../../ports/TransactionSubmitter'
import type { ApprovalService } from '../approval/ApprovalService'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { InputRejectedError } from '../errors/InputRejectedError'
import { PriceImpactTooHighError } from '../errors/PriceImpactTooHighError'
import type { RecipientOverride } from '../input/RecipientOverride'
import { computeSlippageAdjustedAmounts } from '../trade/computeSlippageAdjustedAmounts'
import { summarizeTrade, type TradeSummary } from '../trade/summarizeTrade'
import type { Trade } from '../trade/Trade'
import { TradeType } from '../trade/TradeType'
import { blockedRecipients } from './blockedRecipients'
import { type QuotedSwap, quoteSwap, type SwapMarket, type SwapRequest } from './quoteSwap'
import type { SentSwap, SwapService } from './SwapService'
import { swapInputError } from './swapInputError'

/** Who swaps on which chain and to whom, at which settings: what every step after the quote needs. */
export interface SwapTerms {
  readonly market: Pick<SwapMarket, 'config'>
  /** The V1 migrator of the chain, when it has one (a blocked recipient beside the factory and the router). */
  readonly migrator: string | undefined
  readonly account: string
  readonly recipient: string
  readonly slippageBips: number
  readonly expertMode: boolean
  readonly recipientOverride?: RecipientOverride
}

/** A swap to check and send: the typed request on the chain's market, and its terms. */
export interface SwapActionOrder extends SwapTerms {
  readonly market: SwapMarket
  readonly request: SwapRequest
}

/** A swap that passed every check: a wrap or unwrap of the amount, or the trade with its summary. */
export type PreparedSwap =
  | { readonly kind: 'wrap'; readonly direction: 'wrap' | 'unwrap'; readonly quoted: QuotedSwap }
  | {
      readonly kind: 'swap'
      readonly quoted: QuotedSwap
      readonly trade: Trade
      readonly summary: TradeSummary
      /** The blocked best-output route this trade routes around, summarised (undefined when there is none). */
      readonly bypassed: TradeSummary | undefined
      /** The most the swap may sell at the slippage tolerance: what the router must be allowed to move. */
      readonly maximumIn: CurrencyAmount
    }

/** A trade (not a wrap) that passed every check. */
export type PreparedTrade = Extract<PreparedSwap, { readonly kind: 'swap' }>

/** What a swap sent: the approval first when the router needed one, then the swap or the wrap. */
export interface SentSwapAction {
  readonly approval: Submitted | undefined
  readonly swap: SentSwap | undefined
  readonly wrap: Submitted | undefined
}

/**
 * A swap from request to send (spec sections 4 and 5), for `fomo swap` and the swap form: `prepare` quotes it and
 * runs every check in the spec's order (amount and tokens, then the form's input errors with the balance read now, the
 * recipient rule, the price-impact block) before anything is sent; `prepareTrade` runs the same checks on a trade the
 * swap form quoted itself (the one its confirm dialog shows). `approve` approves the router when its allowance falls
 * short and `swap` sends the trade, each a step of its own for the form that shows them apart; `send` does both (or
 * wraps) for a driver that takes them in one go. A refusal in `prepare` sends nothing.
 */
export class SwapAction {
  constructor(
    private readonly reads: ChainReads,
    private readonly approval: ApprovalService,
    private readonly swaps: SwapService,
  ) {}

  /**
   * @throws the errors of `quoteSwap`; InputRejectedError with the first input error (spec section 5; 'Invalid
   * recipient' for the zero address, the router, the factory, the migrator or a token or pair of the trade, whatever
   * `recipientOverride` says); RiskyRecipientError for another contract as recipient (other than the account) unless
   * `recipientOverride.force`; PriceImpactTooHighError for a
   * trade that a price impact of 15% or more blocks outside expert mode.
   */
  async prepare(order: SwapActionOrder): Promise<PreparedSwap> {
    const quoted = await quoteSwap(this.reads, order.market, order.request, order.expertMode)
    await this.check(order, quoted)
    if (quoted.wrap) return { kind: 'wrap', direction: quoted.wrap, quoted }
    return this.priced(order, quoted, quoted.trade!) // no input error: a route fills it
  }

  /**
   * `prepare`'s checks on a trade the driver quoted itself (the swap form's, as its confirm dialog shows it), with no
   * second quote: the balance read now, the recipient rule and the price-impact block.
   *
   * @throws InputRejectedError, RiskyRecipientError and PriceImpactTooHighError as `prepare` does.
   */
  async prepareTrade(terms: SwapTerms, trade: Trade): Promise<PreparedTrade> {
    const { inputAmount, outputAmount } = trade
    const amount = trade.tradeType === TradeType.EXACT_INPUT ? inputAmount : outputAmount
    const quoted: QuotedSwap = {
      input: inputAmount.currency,
      output: outputAmount.currency,
      amount,
      wrap: undefined,
      trade,
      blockedBest: undefined,
    }
    await this.check(terms, quoted)
    return this.priced(terms, quoted, trade)
  }

  /** Approves the router for the most the prepared trade may sell when its allowance falls short (else sends nothing). */
  approve(terms: SwapTerms, prepared: PreparedTrade): Promise<Submitted | undefined> {
    const { config } = terms.market
    return this.approval.approveIfNeeded({
      chainId: config.chainId,
      account: terms.account,
      amount: prepared.maximumIn,
      spender: config.routerAddress,
    })
  }

  /** Sends the prepared trade through the router (the router must already be allowed to move its input). */
  swap(terms: SwapTerms, prepared: PreparedTrade, deadlineSeconds: number): Promise<SentSwap> {
    return this.swaps.swap({
      config: terms.market.config,
      account: terms.account,
      trade: prepared.trade,
      recipient: terms.recipient,
      slippageBips: terms.slippageBips,
      deadlineSeconds,
      recipientOverride: terms.recipientOverride,
    })
  }

  /** Sends a prepared swap: the router's approval when it falls short, then the swap (or the wrap, which needs none). */
  async send(order: SwapActionOrder, prepared: PreparedSwap, deadlineSeconds: number): Promise<SentSwapAction> {
    if (prepared.kind === 'wrap') {
      const { config } = order.market
      const wrap = await this.swaps.wrap({ config, direction: prepared.direction, amount: prepared.quoted.amount })
      return { approval: undefined, swap: undefined, wrap }
    }
    const approval = await this.approve(order, prepared)
    const swap = await this.swap(order, prepared, deadlineSeconds)
    return { approval, swap, wrap: undefined }
  }

  /** The form's input errors with the balance read now (spec section 5), then the recipient rule. */
  private async check(terms: SwapTerms, quoted: QuotedSwap): Promise<void> {
    const { market, account, recipient } = terms
    const { input, output, amount, trade } = quoted
    const [balance] = await this.reads.balancesOf(market.config.chainId, account, [input])
    const error = swapInputError({
      account,
      inputCurrency: input,
      outputCurrency: output,
      parsedAmount: amount,
      to: recipient,
      blockedRecipients: blockedRecipients(market.config, terms.migrator),
      trade,
      slippageBips: terms.slippageBips,
      inputBalance: balance === undefined ? undefined : { currency: input, raw: balance },
    })
    if (error) throw new InputRejectedError(error)
    await this.swaps.requireSafeRecipient(market.config.chainId, recipient, account, terms.recipientOverride)
  }

  /** The trade summarised at the terms' settings, refused when its price impact blocks it; the most it may sell. */
  private priced(terms: SwapTerms, quoted: QuotedSwap, trade: Trade): PreparedTrade {
    const { slippageBips, expertMode } = terms
    const summary = summarizeTrade(trade, slippageBips, expertMode)
    if (summary.confirmation === 'blocked') throw new PriceImpactTooHighError(summary.priceImpact)
    const bypassed = quoted.blockedBest && summarizeTrade(quoted.blockedBest, slippageBips, false)
    const maximumIn = computeSlippageAdjustedAmounts(trade, slippageBips).maximumAmountIn
    return {
      kind: 'swap',
      quoted,
      trade,
      summary,
      bypassed,
      maximumIn: { currency: trade.inputAmount.currency, raw: maximumIn },
    }
  }
}
