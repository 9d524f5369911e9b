import type { ChainReads } from '../../ports/ChainReads'
import type { ChainConfig } from '../chains/ChainConfig'
import type { Currency } from '../currency/Currency'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { findCurrency } from '../currency/findCurrency'
import type { Token } from '../currency/Token'
import { AmountRequiredError } from '../errors/AmountRequiredError'
import { parseTypedAmount } from '../input/parseTypedAmount'
import { Field } from '../input/SwapState'
import { loadPairs } from '../trade/loadPairs'
import { PairIndex } from '../trade/PairIndex'
import type { Trade } from '../trade/Trade'
import { requireDistinctCurrencies } from './requireDistinctCurrencies'
import { swapTrade } from './swapTrade'
import { wrapDirection } from './wrapDirection'

/** A swap as a person types it: `<amount> <from> <to>`, the amount on the output side with `exactOut`. */
export interface SwapRequest {
  readonly amount: string
  readonly from: string
  readonly to: string
  readonly exactOut: boolean
}

/** The chain a swap is quoted on: its configuration and the tokens it knows (the pairs among them are its market). */
export interface SwapMarket {
  readonly config: ChainConfig
  readonly tokens: readonly Token[]
}

/**
 * A request resolved on a chain: its currencies, the typed amount, the wrap or unwrap it is (native ⇄ wrapped, no
 * trade), and otherwise the trade to offer (none without liquidity) with the best-output trade it routes around when
 * that one's price impact blocks it.
 */
export interface QuotedSwap {
  readonly input: Currency
  readonly output: Currency
  readonly amount: CurrencyAmount
  readonly wrap: 'wrap' | 'unwrap' | undefined
  readonly trade: Trade | undefined
  readonly blockedBest: Trade | undefined
}

/**
 * Resolves a typed swap on `market` and finds its trade as the swap form does (`swapTrade` over the pairs among the
 * chain's tokens, reserves read in one batch): the currencies by symbol or address, then distinct, then the amount
 * (spec section 5's amount and token errors come first); reserves read through `reads`.
 *
 * @throws UnknownCurrencyError for a currency the chain does not know; IdenticalCurrenciesError for the same currency
 * on both sides; AmountRequiredError for an empty or zero amount; InvalidAmountError for a malformed one.
 */
export async function quoteSwap(
  reads: Pick<ChainReads, 'reservesOf'>,
  market: SwapMarket,
  request: SwapRequest,
  expertMode: boolean,
): Promise<QuotedSwap> {
  const native = market.config.nativeCurrency
  const input = findCurrency(request.from, market.tokens, native)
  const output = findCurrency(request.to, market.tokens, native)
  requireDistinctCurrencies(input, output)
  const amount = parseTypedAmount(request.amount, request.exactOut ? output : input)
  if (!amount) throw new AmountRequiredError()
  const wrap = wrapDirection(input, output)
  if (wrap) return { input, output, amount, wrap, trade: undefined, blockedBest: undefined }
  const pairs = await loadPairs(market.config, market.tokens, reads)
  const offered = swapTrade({
    pairs: new PairIndex(pairs),
    inputCurrency: input,
    outputCurrency: output,
    amount,
    independentField: request.exactOut ? Field.OUTPUT : Field.INPUT,
    expertMode,
  })
  return { input, output, amount, wrap, trade: offered?.trade, blockedBest: offered?.blockedBest }
}
