/** What the WalletConnect connector (its relay, RPC, QR modal's wallet list and verify frame) reaches. */
export const WALLETCONNECT_CONNECT_SOURCES: readonly string[] = [
  'wss://relay.walletconnect.com',
  'wss://relay.walletconnect.org',
  'https://rpc.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://explorer-api.walletconnect.com',
  'https://pulse.walletconnect.org',
  'https://verify.walletconnect.com',
  'https://verify.walletconnect.org',
]
const WALLETCONNECT_FRAMES = ['https://verify.walletconnect.com', 'https://verify.walletconnect.org']
/** The IPFS gateways token lists are fetched through (src/domain/lists/ipfsGateways.ts). */
const IPFS_GATEWAYS = ['https://ipfs.io', 'https://cloudflare-ipfs.com']

/** On a devnet the app also reaches token lists and nodes served over plain http (and ws) on this machine. */
const LOOPBACK_HTTP = ['http://127.0.0.1:*', 'http://localhost:*', 'ws://127.0.0.1:*', 'ws://localhost:*']

/**
 * The web app's Content-Security-Policy: scripts from its own origin only, no plugins, no <base>, never framed, and
 * connections to its origin, `connectTo` (the chains' RPC endpoints, a configured WalletConnect relay), the
 * WalletConnect services, and any https host: a user adds token lists by URL from wherever they are published (spec
 * section 2, Manage Lists), so the list fetch cannot be held to a fixed set. Scripts stay self-only, which is what
 * keeps injected code out; on a devnet, loopback http too. Styles may be inline (the boot spinner and React style
 * attributes); images come from anywhere over https (token logos). Origins in `connectTo` are reduced to scheme,
 * host and port.
 *
 * @example contentSecurityPolicy(['http://127.0.0.1:8545'], { devnet: true }) // "default-src 'self'; script-src 'self'; …"
 */
export function contentSecurityPolicy(connectTo: readonly string[], options: { devnet?: boolean } = {}): string {
  const origins = new Set<string>()
  for (const url of connectTo) {
    try {
      const parsed = new URL(url)
      if (['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol))
        origins.add(`${parsed.protocol}//${parsed.host}`)
    } catch {
      // not a URL: nothing to allow
    }
  }
  const connect = ["'self'", 'https:', ...origins, ...WALLETCONNECT_CONNECT_SOURCES, ...IPFS_GATEWAYS]
  if (options.devnet) connect.push(...LOOPBACK_HTTP)
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${WALLETCONNECT_FRAMES.join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}
