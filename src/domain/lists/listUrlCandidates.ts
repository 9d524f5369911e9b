import { IPFS_GATEWAYS } from './ipfsGateways'

/**
 * The HTTP(S) URLs to try, in order, for a URI (the Uniswap interface's `uriToHttp`): https as is; http as https
 * first, then as given — except on a loopback host or the app's own plain-HTTP origin (`ownOrigin`), which serve no
 * https, so the product's own list is fetched as given (no failed TLS attempt in the console); `ipfs://{cid}/path` and
 * `ipns://{name}/path` through each gateway in `IPFS_GATEWAYS`; `[]` for any other protocol.
 *
 * @example listUrlCandidates('ipfs://QmX/list.json') // ['https://ipfs.io/ipfs/QmX/list.json/', 'https://cloudflare-ipfs.com/ipfs/QmX/list.json/']
 * @example listUrlCandidates('http://127.0.0.1:8787/default-token-list.json') // the same URL only
 */
export function listUrlCandidates(uri: string, ownOrigin?: string): string[] {
  const protocol = uri.split(':')[0]?.toLowerCase()
  switch (protocol) {
    case 'https':
      return [uri]
    case 'http':
      return servesPlainHttpOnly(uri, ownOrigin) ? [uri] : [`https${uri.slice(4)}`, uri]
    case 'ipfs':
    case 'ipns': {
      const path = new RegExp(`^${protocol}:(?://)?(.*)$`, 'i').exec(uri)?.[1] ?? ''
      return IPFS_GATEWAYS.map((gateway) => `${gateway}/${protocol}/${path}/`)
    }
    default:
      return []
  }
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

/** The host and port of an http URI (no URL class: the domain runs without DOM or Node globals). */
const HTTP_AUTHORITY = /^http:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)(?::(\d*))?(?:[/?#]|$)/i

/** A loopback host, or the app's own origin when it is served over plain HTTP: no https there to try first. */
function servesPlainHttpOnly(uri: string, ownOrigin: string | undefined): boolean {
  const match = HTTP_AUTHORITY.exec(uri)
  if (!match) return false
  const host = (match[1] ?? '').toLowerCase()
  const port = match[2] && match[2] !== '80' ? `:${match[2]}` : ''
  return LOOPBACK.test(host) || (ownOrigin !== undefined && `http://${host}${port}` === ownOrigin.toLowerCase())
}
