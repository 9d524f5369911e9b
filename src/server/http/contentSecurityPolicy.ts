/** What the WalletConnect connector (its relay, RPC, QR modal's wallet list and verify frame) reaches. */
export const WALLETCONNECT_CONNECT_SOURCES: readonly string[] = [
  'wss://relay.walletconnect.com',
  'wss://relay.walletconnect.org',
  'https://rpc.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://explorer-api.walletconnect.com',
  'https://pulse.walletconnect.org',
  // the QR modal's project settings and wallet list (AppKit)
  'https://api.web3modal.org',
  'https://verify.walletconnect.com',
  'https://verify.walletconnect.org',
]
/** The fonts WalletConnect's QR modal (AppKit) draws its text in. */
const WALLETCONNECT_FONTS = ['https://fonts.reown.com']
const WALLETCONNECT_FRAMES = ['https://verify.walletconnect.com', 'https://verify.walletconnect.org']
/** The IPFS gateways token lists are fetched through (src/domain/lists/ipfsGateways.ts). */
const IPFS_GATEWAYS = ['https://ipfs.io', 'https://cloudflare-ipfs.com']

/** On a devnet the app also reaches token lists and nodes served over plain http (and ws) on this machine. */
const LOOPBACK_HTTP = ['http://127.0.0.1:*', 'http://localhost:*', 'ws://127.0.0.1:*', 'ws://localhost:*']

/** The wallet pictures WalletConnect's modal shows, and the token logos token lists link (IPFS). */
const WALLETCONNECT_IMAGES = ['https://explorer-api.walletconnect.com', 'https://api.web3modal.org']

/**
 * The web app's Content-Security-Policy: scripts from its own origin only, no plugins, no <base>, never framed;
 * connections only to named origins — its own (the API), `connectTo` (the chains' RPC endpoints, the API origin when
 * served apart, a configured WalletConnect relay), the WalletConnect services and the IPFS gateways token lists are
 * fetched through — and images only from its origin, data:/blob: URLs, WalletConnect's wallet pictures and the IPFS
 * gateways. A token list added by URL from another host is refused by the browser until its origin is in
 * `connectTo` (the server's FOMO_WEB_ROOT config names the app's). Styles may be inline (the boot spinner and React style
 * attributes); on a devnet, loopback http and ws too. Origins in `connectTo` are reduced to scheme, host and port.
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
  const connect = ["'self'", ...origins, ...WALLETCONNECT_CONNECT_SOURCES, ...IPFS_GATEWAYS]
  if (options.devnet) connect.push(...LOOPBACK_HTTP)
  const images = ["'self'", 'data:', 'blob:', ...WALLETCONNECT_IMAGES, ...IPFS_GATEWAYS]
  if (options.devnet) images.push(...LOOPBACK_HTTP.filter((source) => source.startsWith('http')))
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    `font-src 'self' data: ${WALLETCONNECT_FONTS.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    `frame-src ${WALLETCONNECT_FRAMES.join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}

/** HSTS for the production app: https only for a year, subdomains too (browsers ignore it over plain http). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/** The browser features the app never uses, turned off for it and anything it embeds. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=(), browsing-topics=(), clipboard-write=(self)'

/** The security headers of the app's pages: the policy above, HSTS (off a devnet) and the Permissions-Policy. */
export function webAppSecurityHeaders(csp: string, options: { devnet?: boolean } = {}): Record<string, string> {
  return {
    'content-security-policy': csp,
    'permissions-policy': PERMISSIONS_POLICY,
    ...(options.devnet ? {} : { 'strict-transport-security': STRICT_TRANSPORT_SECURITY }),
  }
}
