import { checksumAddress } from '../currency/checksumAddress'
import { EtherToEtherError } from '../errors/EtherToEtherError'
import { TooManyPairsError } from '../errors/TooManyPairsError'
import { computeSlippageAdjustedAmounts } from './computeSlippageAdjustedAmounts'
import type { SwapCall } from './SwapCall'
import type { Trade } from './Trade'
import { TradeType } from './TradeType'
import { MAX_HOPS } from './tradeConstants'

/** What a swap transaction needs besides the trade. */
export interface SwapCallOptions {
  /** Who receives the output: the sender or a validated recipient. */
  readonly recipient: string
  /** Slippage tolerance in basis points (50 = 0.5%). */
  readonly slippageBips: number
  /** Unix time in seconds after which the router rejects the swap (now + the user's deadline). */
  readonly deadline: bigint
}

/**
 * The router calls that can execute a trade, in the order to try them: the plain method, then for exact-input trades
 * the fee-on-transfer-supporting one (as the Uniswap V2 interface does; the caller picks by gas estimate). The native
 * coin on either side selects the `ETH` methods and the value; the path is always wrapped tokens.
 *
 * @throws EtherToEtherError ('ETHER to ETHER') when both sides are the native coin; TooManyPairsError ('too many
 * pairs') above three pairs; InvalidAddressError for the recipient; InvalidSlippageError.
 * @example buildSwapCalls(trade, { recipient, slippageBips: 50, deadline: now + 1200n })[0].methodName
 */
export function buildSwapCalls(trade: Trade, options: SwapCallOptions): SwapCall[] {
  const nativeIn = trade.inputAmount.currency.kind === 'native'
  const nativeOut = trade.outputAmount.currency.kind === 'native'
  if (nativeIn && nativeOut) throw new EtherToEtherError(trade.inputAmount.currency.symbol)
  if (trade.route.pairs.length > MAX_HOPS) throw new TooManyPairsError(trade.route.pairs.length, MAX_HOPS)
  const to = checksumAddress(options.recipient)
  const { maximumAmountIn, minimumAmountOut } = computeSlippageAdjustedAmounts(trade, options.slippageBips)
  const path = trade.route.path.map((token) => token.address)
  const { deadline } = options

  if (trade.tradeType === TradeType.EXACT_OUTPUT) {
    const amountOut = trade.outputAmount.raw
    if (nativeIn)
      return [{ methodName: 'swapETHForExactTokens', args: [amountOut, path, to, deadline], value: maximumAmountIn }]
    const args = [amountOut, maximumAmountIn, path, to, deadline]
    return [{ methodName: nativeOut ? 'swapTokensForExactETH' : 'swapTokensForExactTokens', args, value: 0n }]
  }
  const exactIn = (supportingFee: boolean): SwapCall => {
    const suffix = supportingFee ? 'SupportingFeeOnTransferTokens' : ''
    if (nativeIn) {
      return {
        methodName: `swapExactETHForTokens${suffix}`,
        args: [minimumAmountOut, path, to, deadline],
        value: maximumAmountIn,
      }
    }
    const args = [maximumAmountIn, minimumAmountOut, path, to, deadline]
    return {
      methodName: nativeOut ? `swapExactTokensForETH${suffix}` : `swapExactTokensForTokens${suffix}`,
      args,
      value: 0n,
    }
  }
  return [exactIn(false), exactIn(true)]
}
