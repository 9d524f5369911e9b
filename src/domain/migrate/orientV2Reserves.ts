import type { V2Reserves } from './V2Reserves'

/**
 * The reserves of a token's FomoSwap pair with the wrapped native coin, turned from the pair's sorted order (token0 has
 * the lower address) into the migration's token / native-coin view; `undefined` when there is no pair (`null`) or
 * it is not read yet.
 *
 * @example orientV2Reserves('0x2…', '0x1…', { reserve0: 5n, reserve1: 7n }) // { tokenReserve: 7n, ethReserve: 5n }
 */
export function orientV2Reserves(
  tokenAddress: string,
  wrappedNativeAddress: string,
  reserves: { reserve0: bigint; reserve1: bigint } | null | undefined,
): V2Reserves | undefined {
  if (!reserves) return undefined
  const tokenFirst = tokenAddress.toLowerCase() < wrappedNativeAddress.toLowerCase()
  return tokenFirst
    ? { tokenReserve: reserves.reserve0, ethReserve: reserves.reserve1 }
    : { tokenReserve: reserves.reserve1, ethReserve: reserves.reserve0 }
}
