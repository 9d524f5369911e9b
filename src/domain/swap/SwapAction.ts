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
import { blockedRecipients } from './blockedRecipients'
import { type QuotedSwap, quoteSwap, type SwapMarket, type SwapRequest } from './quoteSwap'
import type { SentSwap, SwapService } from './SwapService'
import { swapInputError } from './swapInputError'

/** A swap to check and send: the typed request, who sends and who receives, and the trader's settings. */
export interface SwapActionOrder {
  readonly market: SwapMarket
  /** The V1 migrator of the chain, when it has one (a blocked recipient beside the factory and the router). */
  readonly migrator: string | undefined
  readonly request: SwapRequest
  readonly account: string
  readonly recipient: string
  readonly slippageBips: number
  readonly expertMode: boolean
  readonly recipientOverride?: RecipientOverride
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

/** What a swap sent: the approval first when the router needed one, then the swap or the wrap. */
export interface SentSwapAction {
  readonly approval: Submitted | undefined
  readonly swap: SentSwap | undefined
  readonly wrap: Submitted | undefined
}

/**
 * A swap from request to send (spec sections 4 and 5) for the drivers that take it in one go (`fomo swap`):
 * `prepare` quotes it and runs every check in the spec's order (amount and tokens, then the form's input errors with
 * the balance read now, the recipient rule, the price-impact block) before anything is sent; `send` approves the
 * router when its allowance falls short, then swaps or wraps. A refusal in `prepare` sends nothing.
 */
export class SwapAction {
  constructor(
    private readonly reads: ChainReads,
    private readonly approval: ApprovalService,
    private readonly swaps: SwapService,
  ) {}

  /**
   * @throws the errors of `quoteSwap`; InputRejectedError with the first input error (spec section 5); RiskyRecipientError
   * for the zero address or a contract as recipient unless `recipientOverride.force`; PriceImpactTooHighError for a
   * trade that a price impact of 15% or more blocks outside expert mode.
   */
  async prepare(order: SwapActionOrder): Promise<PreparedSwap> {
    const { market, account, recipient, slippageBips } = order
    const quoted = await quoteSwap(this.reads, market, order.request, order.expertMode)
    const { input, output, amount, trade } = quoted
    const [balance] = await this.reads.balancesOf(market.config.chainId, account, [input])
    const error = swapInputError({
      account,
      inputCurrency: input,
      outputCurrency: output,
      parsedAmount: amount,
      to: recipient,
      blockedRecipients: blockedRecipients(market.config, order.migrator),
      trade,
      slippageBips,
      inputBalance: balance === undefined ? undefined : { currency: input, raw: balance },
    })
    if (error) throw new InputRejectedError(error)
    await this.swaps.requireSafeRecipient(market.config.chainId, recipient, account, order.recipientOverride)
    if (quoted.wrap) return { kind: 'wrap', direction: quoted.wrap, quoted }
    const offered = trade! // no input error: a route fills it
    const summary = summarizeTrade(offered, slippageBips, order.expertMode)
    if (summary.confirmation === 'blocked') throw new PriceImpactTooHighError(summary.priceImpact)
    const bypassed = quoted.blockedBest && summarizeTrade(quoted.blockedBest, slippageBips, false)
    const maximumIn = computeSlippageAdjustedAmounts(offered, slippageBips).maximumAmountIn
    return {
      kind: 'swap',
      quoted,
      trade: offered,
      summary,
      bypassed,
      maximumIn: { currency: offered.inputAmount.currency, raw: maximumIn },
    }
  }

  /** Sends a prepared swap: the router's approval when it falls short, then the swap (or the wrap, which needs none). */
  async send(order: SwapActionOrder, prepared: PreparedSwap, deadlineSeconds: number): Promise<SentSwapAction> {
    const { config } = order.market
    if (prepared.kind === 'wrap') {
      const wrap = await this.swaps.wrap({ config, direction: prepared.direction, amount: prepared.quoted.amount })
      return { approval: undefined, swap: undefined, wrap }
    }
    const approval = await this.approval.approveIfNeeded({
      chainId: config.chainId,
      account: order.account,
      amount: prepared.maximumIn,
      spender: config.routerAddress,
    })
    const swap = await this.swaps.swap({
      config,
      account: order.account,
      trade: prepared.trade,
      recipient: order.recipient,
      slippageBips: order.slippageBips,
      deadlineSeconds,
      recipientOverride: order.recipientOverride,
    })
    return { approval, swap, wrap: undefined }
  }
}
