import type { V1Position } from './V1Position'

/** What a V1 position is worth: its share of the exchange's native coin and tokens. */
export interface V1PositionValue {
  readonly eth: bigint
  readonly token: bigint
}

/**
 * The native coin and tokens a V1 position would withdraw, rounded down as the V1 exchange's `removeLiquidity` does
 * (`liquidity × reserve / totalSupply`); zero for an empty exchange.
 *
 * @example computeV1PositionValue({ ...position, liquidity: 1n, totalSupply: 4n, ethReserve: 10n, tokenReserve: 20n }) // { eth: 2n, token: 5n }
 */
export function computeV1PositionValue(
  position: Pick<V1Position, 'liquidity' | 'totalSupply' | 'ethReserve' | 'tokenReserve'>,
): V1PositionValue {
  if (position.totalSupply === 0n) return { eth: 0n, token: 0n }
  return {
    eth: (position.liquidity * position.ethReserve) / position.totalSupply,
    token: (position.liquidity * position.tokenReserve) / position.totalSupply,
  }
}
