import type { BridgeQuotaTerms } from '../../domain/bridge/bridgeQuota'

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
  /** The devnet's folder (deployments/<chainId>.json and PGlite's default data dir under it). */
  devnetDir: string
  /** The folder holding each chain's `<chainId>.json` (what `fomo deploy` writes); `<devnetDir>/deployments` if absent. */
  deploymentsDir?: string
  chains: number[]
  /** RPC URL per chain; a chain without one uses its deployment record's. */
  rpcUrls: Record<number, string>
  /** The claim signer's private key (0x and 64 hex digits). Never logged or returned. */
  signerKey: string
  /** The chains are a local devnet: only then may the signer key be a publicly known one (checkSignerKey). */
  devnet: boolean
  /**
   * Per chain: the blocks indexed on top of an event's block before anything the server signs or pays counts it
   * (src/server/config/finalityDepth.ts gives each chain type's and why). At least 1 off a devnet; what is shallower is
   * shown as pending.
   */
  finalityDepth: Record<number, number>
  /**
   * `confirmations`: blocks below the head the indexer stays (the finality depth counts from the indexed head on top).
   * `rpcTimeoutMs`: the longest one JSON-RPC request of the indexer may take before it is retried. `writerPollMs`
   * (2000 when absent): how often a standby replica tries the writer lock, and the writer checks it still holds it.
   */
  indexer: {
    enabled: boolean
    confirmations: number
    rangeSize: number
    pollMs: number
    rpcTimeoutMs: number
    writerPollMs?: number
  }
  /** Invitations per IP and per proven address, and market reads that miss the cache per IP, per window. */
  rateLimit: { perIp: number; perAddress: number; readPerIp: number; windowMs: number }
  /** The longest a client may take to send a whole request, and a connection may stay silent (ms). */
  timeouts: { requestMs: number; connectionMs: number }
  /** The bridge's relayer and signatures (FOMO_RELAYER_KEY, FOMO_BRIDGE_CONFIRMATIONS_<chainId>, FOMO_BRIDGE_DEADLINE_S). */
  bridge: {
    /** The operator key that sends `transferToken` (never logged or returned); none: no relayer runs here. */
    relayerKey?: string
    /** Per source chain: the blocks a collection must be below the head before it is paid out (at least 1 and the depth). */
    confirmations: Record<number, number>
    /** How long a signed collection stays valid, seconds (its deadline is the signing time plus this). */
    deadlineSeconds: number
    /** The daily quota per address (src/domain/bridge/bridgeQuota); the devnet's terms when absent. */
    quota?: BridgeQuotaTerms
  }
  /**
   * The prize pools' draw operator key (FOMO_DRAW_OPERATOR_KEY, an OPERATOR_ROLE of each chain's FomoPrizePool; never
   * logged or returned): commits, seals and reveals the scheduled draws. None: no draws are operated here.
   */
  drawOperatorKey?: string
  /** How long a cached read may be served after the indexed chains moved (ms). */
  cacheTtlMs: number
  /** The built web app to serve at `/` (same origin as `/api/*`); none when absent. */
  webRoot?: string
  /** The IANA time zone whose 24:00 cuts the directors' leaderboard each day (default UTC). */
  leaderboardTimeZone?: string
  /** The relayer's wait after a failed payout: from baseMs, doubling, at most maxMs (default 1 s to 5 min). */
  relayerBackoff?: { baseMs: number; maxMs: number }
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /** Running for real (loadServerConfig's operationsSettings); DEFAULT_OPERATIONS when absent (a configuration in code). */
  operations?: OperationsConfig
}

/** Database timeouts, the shutdown deadline, reverse proxies, node-read limits, the low-gas mark and metrics. */
export interface OperationsConfig {
  /** PostgreSQL: connecting (or waiting for a free connection) and one statement, ms. */
  database: { connectMs: number; queryMs: number }
  /** The longest SIGTERM takes to exit (ms): past it the process exits anyway, saying what was still running. */
  shutdownTimeoutMs: number
  /** Reverse proxies (addresses or CIDRs) whose X-Forwarded-For names the client; none: the peer is the client. */
  trustedProxies: string[]
  /** Requests per IP and window to the routes that ask a chain's node (FOMO_RATE_LIMIT_NODE_IP). */
  nodeReadsPerIp: number
  /** A sending account (relayer, draw operator) below this many wei of the native coin is reported low. */
  lowGasWei: bigint
  /** Serve the Prometheus metrics at /metrics. */
  metrics: boolean
}

export const DEFAULT_OPERATIONS: OperationsConfig = {
  database: { connectMs: 5_000, queryMs: 30_000 },
  shutdownTimeoutMs: 10_000,
  trustedProxies: [],
  nodeReadsPerIp: 120,
  lowGasWei: 10n ** 17n,
  metrics: true,
}
