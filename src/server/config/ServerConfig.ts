/** Everything the server reads from its environment, validated (see loadServerConfig). */
export interface ServerConfig {
  host: string
  port: number
  /** The web app's origin: the only one CORS lets in. */
  appOrigin: string
  /** A PostgreSQL server; when absent, PGlite in `pgliteDir` (in memory when that is absent too). */
  databaseUrl?: string
  /** PostgreSQL only: the schema to use (default: the connection's search_path). */
  databaseSchema?: string
  pgliteDir?: string
  /** The folder holding deployments/<chainId>.json. */
  devnetDir: string
  chains: number[]
  /** RPC URL per chain; a chain without one uses its deployment record's. */
  rpcUrls: Record<number, string>
  /** The claim signer's private key (0x and 64 hex digits). Never logged or returned. */
  signerKey: string
  /** The chains are a local devnet: only then may the signer key be a publicly known one (checkSignerKey). */
  devnet: boolean
  /** `rpcTimeoutMs`: the longest one JSON-RPC request of the indexer may take before it is retried. */
  indexer: { enabled: boolean; confirmations: number; rangeSize: number; pollMs: number; rpcTimeoutMs: number }
  /** Invitations per IP and per proven address, and market reads that miss the cache per IP, per window. */
  rateLimit: { perIp: number; perAddress: number; readPerIp: number; windowMs: number }
  /** The longest a client may take to send a whole request, and a connection may stay silent (ms). */
  timeouts: { requestMs: number; connectionMs: number }
  /** How long a cached read may be served after the indexed chains moved (ms). */
  cacheTtlMs: number
  /** The built web app to serve at `/` (same origin as `/api/*`); none when absent. */
  webRoot?: string
  /** The IANA time zone whose 24:00 cuts the directors' leaderboard each day (default UTC). */
  leaderboardTimeZone?: string
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
}
