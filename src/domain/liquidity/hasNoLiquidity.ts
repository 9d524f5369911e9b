import type { Pair } from '../trade/Pair'
import type { PairState } from './pairStateOf'

/**
 * Whether an add-liquidity form is the first provider's (spec section 3: mint state): no pair yet, a pair with no LP
 * supply, or one without reserves. The typed ratio then sets the price and the share is 100%.
 *
 * @example hasNoLiquidity('NOT_EXISTS', undefined, undefined) // true
 */
export function hasNoLiquidity(pairState: PairState, totalSupply: bigint | undefined, pair: Pair | undefined): boolean {
  return (
    pairState === 'NOT_EXISTS' ||
    totalSupply === 0n ||
    (pair !== undefined && (pair.reserve0 === 0n || pair.reserve1 === 0n))
  )
}
