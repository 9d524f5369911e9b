import { BALANCE_SIGNIFICANT_DIGITS } from './displayConstants'
import { formatAmountSignificant } from './formatAmountSignificant'

/**
 * A token balance for display: 6 significant digits rounded down, '<0.000001' below 10^-6 (spec section 9).
 *
 * @example formatBalance(1_234_567_890_000_000_000_000n, 18) // '1234.56'
 */
export function formatBalance(raw: bigint, decimals: number): string {
  return formatAmountSignificant(raw, decimals, BALANCE_SIGNIFICANT_DIGITS, 'down')
}
