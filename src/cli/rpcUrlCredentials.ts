/**
 * Where a JSON-RPC URL may carry a provider's credentials: its userinfo (`https://user:key@…`) or its query string
 * (`…?apikey=…`); undefined when it has neither. A key in the path (`…/v3/<key>`) is not recognised.
 *
 * @example rpcUrlCredentials('https://bsc.example/?apikey=abc') // 'a query string'
 */
export function rpcUrlCredentials(value: string): string | undefined {
  const url = new URL(value)
  if (url.username !== '' || url.password !== '') return 'a user name or password'
  if (url.search !== '') return 'a query string'
  return undefined
}
