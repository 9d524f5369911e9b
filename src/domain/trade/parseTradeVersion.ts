import { InvalidTradeVersionError } from '../errors/InvalidTradeVersionError'
import type { TradeVersion } from './TradeVersion'

/**
 * Reads a requested trade version (a CLI flag, the swap URL's `use`): `v2` in any case.
 *
 * @throws InvalidTradeVersionError ('invalid trade version') for anything else, `v1` included: FomoSwap swaps on V2.
 * @example parseTradeVersion('V2') // 'v2'
 */
export function parseTradeVersion(value: string): TradeVersion {
  if (value.trim().toLowerCase() === 'v2') return 'v2'
  throw new InvalidTradeVersionError(value)
}
