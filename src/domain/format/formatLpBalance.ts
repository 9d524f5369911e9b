import { LP_BALANCE_DECIMALS } from './displayConstants'
import { formatFixed } from './formatFixed'

/**
 * An LP token balance (18 decimals) floored to 2 decimals (spec section 9), e.g. for pool positions.
 *
 * @example formatLpBalance(1_239_000_000_000_000_000n) // '1.23'
 */
export function formatLpBalance(raw: bigint, decimals = 18): string {
  return formatFixed({ numerator: raw, denominator: 10n ** BigInt(decimals) }, LP_BALANCE_DECIMALS, 'down')
}
