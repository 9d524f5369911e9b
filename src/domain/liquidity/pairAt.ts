import type { ChainConfig } from '../chains/ChainConfig'
import type { Currency } from '../currency/Currency'
import { sortTokens } from '../currency/sortTokens'
import { wrapCurrency } from '../currency/wrapCurrency'
import { createPair } from '../trade/createPair'
import type { Pair } from '../trade/Pair'
import { pairStateOf } from './pairStateOf'

/**
 * The pair of `a` and `b` at reserves read from its contract (in the pair's sorted order); `undefined` unless the
 * pair state is EXISTS.
 *
 * @example pairAt(hecoConfig, usdt, ht, { reserve0, reserve1 })?.address
 */
export function pairAt(
  config: ChainConfig | undefined,
  a: Currency | undefined,
  b: Currency | undefined,
  reserves: { readonly reserve0: bigint; readonly reserve1: bigint } | null | undefined,
): Pair | undefined {
  if (!config || !a || !b || !reserves || pairStateOf(a, b, reserves) !== 'EXISTS') return undefined
  const [token0, token1] = sortTokens(wrapCurrency(a), wrapCurrency(b))
  return createPair(config, { currency: token0, raw: reserves.reserve0 }, { currency: token1, raw: reserves.reserve1 })
}
