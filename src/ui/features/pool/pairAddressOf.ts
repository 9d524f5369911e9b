import type { ChainConfig } from '../../../domain/chains/ChainConfig'
import type { Currency } from '../../../domain/currency/Currency'
import { wrapCurrency } from '../../../domain/currency/wrapCurrency'
import { pairStateOf } from '../../../domain/liquidity/pairStateOf'
import { computePairAddress } from '../../../domain/trade/computePairAddress'

/** The address of the pair of `a` and `b` (the native coin as its wrapped token); `undefined` when there is none to read. */
export function pairAddressOf(
  config: ChainConfig | undefined,
  a: Currency | undefined,
  b: Currency | undefined,
): string | undefined {
  if (!config || !a || !b || pairStateOf(a, b, null) === 'INVALID') return undefined
  return computePairAddress(config, wrapCurrency(a), wrapCurrency(b))
}
