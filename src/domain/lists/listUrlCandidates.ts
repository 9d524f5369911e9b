import { IPFS_GATEWAYS } from './ipfsGateways'

/**
 * The HTTP(S) URLs to try, in order, for a URI (the Uniswap interface's `uriToHttp`): https as is; http as https
 * first, then as given; `ipfs://{cid}/path` and `ipns://{name}/path` through each gateway in `IPFS_GATEWAYS`; `[]`
 * for any other protocol.
 *
 * @example listUrlCandidates('ipfs://QmX/list.json') // ['https://ipfs.io/ipfs/QmX/list.json/', 'https://cloudflare-ipfs.com/ipfs/QmX/list.json/']
 */
export function listUrlCandidates(uri: string): string[] {
  const protocol = uri.split(':')[0]?.toLowerCase()
  switch (protocol) {
    case 'https':
      return [uri]
    case 'http':
      return [`https${uri.slice(4)}`, uri]
    case 'ipfs':
    case 'ipns': {
      const path = new RegExp(`^${protocol}:(?://)?(.*)$`, 'i').exec(uri)?.[1] ?? ''
      return IPFS_GATEWAYS.map((gateway) => `${gateway}/${protocol}/${path}/`)
    }
    default:
      return []
  }
}
