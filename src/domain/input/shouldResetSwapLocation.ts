/**
 * Whether the swap screen, on load, sends the browser back to `/` (spec section 2: "if the address contains
 * inputCurrency or outputCurrency it resets to /"): the full location text (path, query and hash) contains either
 * word, compared as the original does, as a case-sensitive substring. A predicate of its own so that the web screen
 * can apply the rule while the CLI, which has no location, still reads the same query with `parseSwapQuery`.
 *
 * @example shouldResetSwapLocation('https://fomo.example/#/swap?outputCurrency=0xa71e…') // true
 */
export function shouldResetSwapLocation(location: string): boolean {
  return location.includes('inputCurrency') || location.includes('outputCurrency')
}
