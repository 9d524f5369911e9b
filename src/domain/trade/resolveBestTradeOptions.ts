import { InvalidTradeOptionsError } from '../errors/InvalidTradeOptionsError'
import { TooManyPairsError } from '../errors/TooManyPairsError'
import type { BestTradeOptions } from './BestTradeOptions'
import type { Trade } from './Trade'
import { DEFAULT_MAX_NUM_RESULTS, MAX_HOPS } from './tradeConstants'

/**
 * Fills in the defaults of a best-trade search (3 results, 3 hops) and checks the limits.
 *
 * @throws InvalidTradeOptionsError for a limit that is not a positive whole number; TooManyPairsError above `MAX_HOPS`.
 */
export function resolveBestTradeOptions(options: BestTradeOptions): {
  maxNumResults: number
  maxHops: number
  accept: ((trade: Trade) => boolean) | undefined
} {
  const { maxNumResults = DEFAULT_MAX_NUM_RESULTS, maxHops = MAX_HOPS, accept } = options
  if (!Number.isInteger(maxNumResults) || maxNumResults < 1) {
    throw new InvalidTradeOptionsError('maxNumResults', maxNumResults)
  }
  if (!Number.isInteger(maxHops) || maxHops < 1) throw new InvalidTradeOptionsError('maxHops', maxHops)
  if (maxHops > MAX_HOPS) throw new TooManyPairsError(maxHops, MAX_HOPS)
  return { maxNumResults, maxHops, accept }
}
