import type { Currency } from '../currency/Currency'
import { currencyEquals } from '../currency/currencyEquals'

/**
 * Whether a swap between these currencies is really a wrap (native → its wrapped token, `deposit`) or an unwrap
 * (the wrapped token → native, `withdraw`), which go to the wrapped-native contract instead of the router.
 */
export function wrapDirection(input: Currency, output: Currency): 'wrap' | 'unwrap' | undefined {
  if (input.kind === 'native')
    return output.kind === 'token' && currencyEquals(input.wrapped, output) ? 'wrap' : undefined
  return output.kind === 'native' && currencyEquals(output.wrapped, input) ? 'unwrap' : undefined
}
