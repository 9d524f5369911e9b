import { InvalidSlippageError } from '../errors/InvalidSlippageError'
import type { Trade } from './Trade'
import { TradeType } from './TradeType'
import { BIPS_BASE } from './tradeConstants'

/** The limits a swap transaction carries for a slippage tolerance, in raw units. */
export interface SlippageAdjustedAmounts {
  /** The most the swap may spend: the exact input, or for an exact output the input × (1 + slippage), rounded down. */
  readonly maximumAmountIn: bigint
  /** The least it may receive: the exact output, or for an exact input the output ÷ (1 + slippage), rounded down. */
  readonly minimumAmountOut: bigint
}

/**
 * Minimum received and maximum sold for a slippage tolerance in basis points (50 = 0.5%), as `@uniswap/sdk`'s
 * `Trade.minimumAmountOut`/`maximumAmountIn` and the interface's `computeSlippageAdjustedAmounts` compute them.
 *
 * @throws InvalidSlippageError ('unexpected slippage value') unless the tolerance is a whole number from 0 to 10000.
 * @example computeSlippageAdjustedAmounts(exactInTrade, 50).minimumAmountOut // output × 10000 / 10050
 */
export function computeSlippageAdjustedAmounts(trade: Trade, slippageBips: number): SlippageAdjustedAmounts {
  if (!Number.isInteger(slippageBips) || slippageBips < 0 || slippageBips > 10_000) {
    throw new InvalidSlippageError(slippageBips)
  }
  const widened = BIPS_BASE + BigInt(slippageBips)
  const input = trade.inputAmount.raw
  const output = trade.outputAmount.raw
  return trade.tradeType === TradeType.EXACT_INPUT
    ? { maximumAmountIn: input, minimumAmountOut: (output * BIPS_BASE) / widened }
    : { maximumAmountIn: (input * widened) / BIPS_BASE, minimumAmountOut: output }
}
