import type { Ratio } from '../math/Ratio'
import type { BurnState } from './BurnState'
import { burnShare } from './burnShare'

/** What the remove form amounts to: the share of the position, the LP tokens burnt and the two amounts returned. */
export interface BurnAmounts {
  readonly percent: Ratio
  readonly liquidity: bigint
  readonly amountA: bigint
  readonly amountB: bigint
}

/** The position the form removes from: the LP balance and what it is worth of each currency now. */
export interface BurnPosition {
  readonly lpBalance: bigint
  readonly valueA: bigint
  readonly valueB: bigint
  readonly decimalsA: number
  readonly decimalsB: number
}

/**
 * The amounts the remove form stands for (spec section 3): a whole percent of the position, an LP amount, or an
 * amount of either currency — each as a share of the position, the others following from that share, rounded down.
 * `undefined` when nothing can be removed: no text, no position, or more than the position.
 *
 * @example deriveBurnAmounts({ independentField: 'LIQUIDITY_PERCENT', typedValue: '50' }, position)?.liquidity
 */
export function deriveBurnAmounts(state: BurnState, position: BurnPosition): BurnAmounts | undefined {
  const { lpBalance, valueA, valueB } = position
  if (lpBalance === 0n) return undefined
  const share = burnShare(state, position)
  if (!share || share.numerator < 0n || share.numerator > share.denominator) return undefined
  const part = (whole: bigint) => (whole * share.numerator) / share.denominator
  return { percent: share, liquidity: part(lpBalance), amountA: part(valueA), amountB: part(valueB) }
}
