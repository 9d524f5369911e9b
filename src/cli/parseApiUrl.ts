import { InvalidArgumentError } from 'commander'

/** Parses an API server's base URL (`--api-url`): http(s), no query or fragment; else an error naming the value. */
export function parseApiUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InvalidArgumentError(`"${value}" is not a URL: give the API server's http(s) base URL.`)
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '') {
    throw new InvalidArgumentError(
      `"${value}" is not an http(s) base URL: give one such as https://fomo.example/ (no query string).`,
    )
  }
  return value
}
