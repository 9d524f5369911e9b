import { SWAP_AMOUNT_SIGNIFICANT_DIGITS } from './displayConstants'
import { formatAmountSignificant } from './formatAmountSignificant'

/**
 * A token amount on the swap screen: 4 significant digits rounded down, '<0.000001' below 10^-6 (spec section 9).
 *
 * @example formatSwapAmount(1_234_567n, 6) // '1.234'
 */
export function formatSwapAmount(raw: bigint, decimals: number): string {
  return formatAmountSignificant(raw, decimals, SWAP_AMOUNT_SIGNIFICANT_DIGITS, 'down')
}
