import type { Trade } from '../trade/Trade'

/**
 * Whether an address is a token or a pair on a trade's route (the Uniswap interface's `involvesAddress`): sending
 * the output to a token or pair contract loses it, so such a recipient is invalid. Compared in any case.
 *
 * @example tradeInvolvesAddress(trade, trade.route.pairs[0].address) // true
 */
export function tradeInvolvesAddress(trade: Pick<Trade, 'route'>, address: string): boolean {
  const target = address.toLowerCase()
  return (
    trade.route.path.some((token) => token.address.toLowerCase() === target) ||
    trade.route.pairs.some((pair) => pair.address.toLowerCase() === target)
  )
}
