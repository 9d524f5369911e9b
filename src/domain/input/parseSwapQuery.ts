import { parseCurrencyId } from './parseCurrencyId'
import { parseInviterAddress } from './parseInviterAddress'
import type { QueryParams } from './parseQueryString'
import { Field, type SwapState } from './SwapState'
import { sanitizeAmountInput } from './sanitizeAmountInput'
import { validateUrlRecipient } from './validateUrlRecipient'

/** What a swap URL asks for: the swap state, the exchange version (`use`, default v2) and the inviter (`paddr`). */
export interface SwapQuery {
  readonly swapState: SwapState
  readonly version: 'v1' | 'v2'
  readonly inviter: string | null
}

/**
 * Reads the swap URL's query (spec section 2): `inputCurrency` and `outputCurrency` (currency ids), `exactAmount` (kept
 * only if the amount field would accept it), `exactField` (`output` in any case selects the output side, anything else
 * the input), `recipient` (address, domain-like name or 0x + 40 hex, else null), `use` (`v1`/`v2`, any case) and `paddr`
 * (the inviter). The same currency on both sides clears the output (spec section 5). Repeated keys are ignored.
 *
 * @example parseSwapQuery(parseQueryString('?inputCurrency=ETH&exactAmount=2&exactField=OUTPUT'), 'HT').swapState
 * // { INPUT: { currencyId: 'ETH' }, OUTPUT: { currencyId: '' }, typedValue: '2', independentField: 'OUTPUT', recipient: null }
 */
export function parseSwapQuery(query: QueryParams, nativeSymbol: string): SwapQuery {
  const input = parseCurrencyId(query.inputCurrency, nativeSymbol)
  let output = parseCurrencyId(query.outputCurrency, nativeSymbol)
  if (input !== '' && input === output) output = ''
  const { exactAmount, exactField, use } = query
  const typedValue = typeof exactAmount === 'string' ? (sanitizeAmountInput(exactAmount) ?? '') : ''
  const independentField =
    typeof exactField === 'string' && exactField.toLowerCase() === 'output' ? Field.OUTPUT : Field.INPUT
  return {
    swapState: {
      INPUT: { currencyId: input },
      OUTPUT: { currencyId: output },
      typedValue,
      independentField,
      recipient: validateUrlRecipient(query.recipient),
    },
    version: typeof use === 'string' && use.toLowerCase() === 'v1' ? 'v1' : 'v2',
    inviter: parseInviterAddress(query.paddr),
  }
}
