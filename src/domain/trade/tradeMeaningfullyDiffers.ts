import { currencyEquals } from '../currency/currencyEquals'
import type { Trade } from './Trade'

/**
 * Whether the trade a person is about to confirm changed since they saw it (spec section 4: `Price Updated`): another
 * trade type, other currencies on either side, or other input or output amounts, as the Uniswap interface compares.
 *
 * @example tradeMeaningfullyDiffers(shownTrade, currentTrade) // true once another swap moved the reserves
 */
export function tradeMeaningfullyDiffers(a: Trade, b: Trade): boolean {
  return (
    a.tradeType !== b.tradeType ||
    !currencyEquals(a.inputAmount.currency, b.inputAmount.currency) ||
    a.inputAmount.raw !== b.inputAmount.raw ||
    !currencyEquals(a.outputAmount.currency, b.outputAmount.currency) ||
    a.outputAmount.raw !== b.outputAmount.raw
  )
}
