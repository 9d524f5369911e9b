/**
 * The HTTP gateways an `ipfs://` or `ipns://` list URL is fetched through, in order, as
 * `{gateway}/ipfs/{cid}/` and `{gateway}/ipns/{name}/` (the Uniswap interface's paths). ipfs.io comes first because
 * Cloudflare retired its public gateway in 2024; cloudflare-ipfs.com stays as the interface's second choice.
 */
export const IPFS_GATEWAYS = Object.freeze(['https://ipfs.io', 'https://cloudflare-ipfs.com'] as const)
