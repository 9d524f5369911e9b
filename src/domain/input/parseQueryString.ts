/** A parsed query: each key's value, or its values in order when it is repeated. */
export type QueryParams = Readonly<Record<string, string | readonly string[]>>

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced // a malformed escape is kept as typed rather than failing the whole page
  }
}

/**
 * Parses a URL query (with or without its leading `?`) as the `qs` package does for flat keys: `+` is a space,
 * percent-escapes are decoded, a key without `=` has the value `''`, a repeated key collects its values in an array.
 *
 * @example parseQueryString('?inputCurrency=ETH&exactAmount=1.5') // { inputCurrency: 'ETH', exactAmount: '1.5' }
 */
export function parseQueryString(search: string): QueryParams {
  const result: Record<string, string | string[]> = {}
  const text = search.startsWith('?') ? search.slice(1) : search
  for (const part of text.split('&')) {
    if (part === '') continue
    const equals = part.indexOf('=')
    const key = decode(equals === -1 ? part : part.slice(0, equals))
    const value = equals === -1 ? '' : decode(part.slice(equals + 1))
    const previous = result[key]
    if (previous === undefined) result[key] = value
    else if (Array.isArray(previous)) previous.push(value)
    else result[key] = [previous, value]
  }
  return result
}
