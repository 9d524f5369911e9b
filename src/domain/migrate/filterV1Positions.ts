import { parseAddress } from '../input/parseAddress'
import type { V1Position } from './V1Position'

/**
 * The V1 positions the migrate list's search box keeps (spec section 2): all for an empty query; for an address,
 * the position of that token or that exchange; otherwise those whose token symbol contains the query, ignoring case.
 *
 * @example filterV1Positions(positions, 'us') // the USDT position
 */
export function filterV1Positions<P extends Pick<V1Position, 'token' | 'exchange'>>(
  positions: readonly P[],
  query: string,
): P[] {
  const trimmed = query.trim()
  if (trimmed === '') return [...positions]
  const address = parseAddress(trimmed)
  if (address) {
    const wanted = address.toLowerCase()
    return positions.filter(
      (position) => position.token.address.toLowerCase() === wanted || position.exchange.toLowerCase() === wanted,
    )
  }
  const text = trimmed.toLowerCase()
  return positions.filter((position) => position.token.symbol.toLowerCase().includes(text))
}
