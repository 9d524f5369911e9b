import { resolve } from 'node:path'
import { devnetDrawOperatorAccount, devnetRelayerAccount } from '../../adapters/devnet/devAccounts'
import { isTimeZone } from '../../domain/leaderboard/isTimeZone'
import { ConfigError } from './ConfigError'
import { checkSignerKey } from './checkSignerKey'
import { checkFinalityDepths, defaultFinalityDepth } from './finalityDepth'
import type { ServerConfig } from './ServerConfig'

type Env = Record<string, string | undefined>

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/**
 * Reads and validates the server's environment; a missing or malformed value throws a ConfigError naming it.
 * Required: FOMO_SIGNER_KEY. Optional (defaults): FOMO_HOST (127.0.0.1), FOMO_PORT (8787), FOMO_APP_ORIGIN
 * (http://localhost:5173), DATABASE_URL, FOMO_DB_SCHEMA, FOMO_PGLITE_DIR (<devnet dir>/server-db),
 * FOMO_DEVNET_DIR (./.devnet), FOMO_DEPLOYMENTS_DIR (<FOMO_DEVNET_DIR>/deployments: the folder holding each chain's
 * <chainId>.json deployment record, as `fomo deploy` writes it), FOMO_CHAINS (128,56), FOMO_RPC_<chainId>, FOMO_INDEXER (on),
 * FOMO_CONFIRMATIONS (0: blocks below the head the indexer stays), FOMO_FINALITY_DEPTH_<chainId> (see finalityDepth:
 * 2 on a devnet, else 15 for 56, 20 for 128 and 64 for another chain; at least 1 off a devnet), FOMO_LOG_RANGE (2000), FOMO_POLL_MS (1000), FOMO_RATE_LIMIT_IP (30),
 * FOMO_RATE_LIMIT_ADDRESS (5), FOMO_RATE_LIMIT_WINDOW_MS (60000), FOMO_CACHE_TTL_MS (1000), FOMO_WEB_ROOT (the built web app to serve at /; none), LOG_LEVEL (info),
 * FOMO_DEVNET (off; on lets a publicly known development key sign, see checkSignerKey), FOMO_RATE_LIMIT_READ_IP
 * (300 market reads missing the cache per IP and window), FOMO_REQUEST_TIMEOUT_MS (10000),
 * FOMO_CONNECTION_TIMEOUT_MS (30000), FOMO_RPC_TIMEOUT_MS (10000: one indexer JSON-RPC request), FOMO_WRITER_POLL_MS
 * (2000: how often a standby replica tries the indexer's writer lock and the writer checks it still holds it),
 * FOMO_LEADERBOARD_TZ (UTC: the IANA zone whose 24:00 cuts the directors' leaderboard each day), FOMO_RELAYER_KEY
 * (the bridge operator's key; the devnet relayer's with FOMO_DEVNET=on, else none and no relayer runs; never the signer
 * key), FOMO_BRIDGE_CONFIRMATIONS_<chainId> (the chain's finality depth, at least 1, and never less: blocks below the
 * head before a collection is paid out), FOMO_BRIDGE_DEADLINE_S (600: how long a signed collection stays valid), FOMO_BRIDGE_QUOTA_BASE (10000 AURA a
 * day per address), FOMO_BRIDGE_QUOTA_MULTIPLIER_BPS (20000: 2 AURA of quota per AURA of pledged LP),
 * FOMO_BRIDGE_QUOTA_RAISE_CAP (90000 AURA: the largest raise) and FOMO_DRAW_OPERATOR_KEY (the prize pools' draw
 * operator; the devnet draw operator's (a key no dev wallet uses) with FOMO_DEVNET=on, else none and no draws are operated; never the
 * signer key off a devnet). Operations (operationsSettings): FOMO_DB_CONNECT_TIMEOUT_MS (5000) and
 * FOMO_DB_QUERY_TIMEOUT_MS (30000), PostgreSQL's connect and statement limits; FOMO_SHUTDOWN_TIMEOUT_MS (10000: the
 * longest SIGTERM takes to exit); FOMO_TRUSTED_PROXIES (none: the reverse proxies, addresses or CIDRs, whose
 * X-Forwarded-For names the client for the rate limits); FOMO_RATE_LIMIT_NODE_IP (120: requests per IP and window to
 * the routes that ask a chain's node); FOMO_LOW_GAS_BALANCE (0.1: the native coin below which a sending account is
 * reported low); FOMO_METRICS (on: the Prometheus metrics at /metrics).
 */
export function loadServerConfig(env: Env, cwd = process.cwd()): ServerConfig {
  const devnetDir = resolve(cwd, text(env, 'FOMO_DEVNET_DIR', '.devnet'))
  const chains = list(env, 'FOMO_CHAINS', '128,56')
  const rpcUrls: Record<number, string> = {}
  for (const chainId of chains) {
    const url = env[`FOMO_RPC_${chainId}`]
    if (url !== undefined) rpcUrls[chainId] = httpUrl(`FOMO_RPC_${chainId}`, url)
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', 'must be a postgres:// or postgresql:// URL')
  }
  const signerKey = env.FOMO_SIGNER_KEY
  if (signerKey === undefined || signerKey === '') {
    throw new ConfigError('FOMO_SIGNER_KEY', 'is missing: set the claim signer private key (0x and 64 hex digits)')
  }
  if (!/^0x[0-9a-fA-F]{64}$/.test(signerKey)) {
    throw new ConfigError('FOMO_SIGNER_KEY', 'is malformed: it must be 0x and 64 hex digits')
  }
  const devnet = text(env, 'FOMO_DEVNET', 'off')
  if (devnet !== 'on' && devnet !== 'off') throw new ConfigError('FOMO_DEVNET', 'must be on or off')
  checkSignerKey(signerKey, devnet === 'on')
  const logLevel = text(env, 'LOG_LEVEL', 'info')
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`)
  }
  const schema = env.FOMO_DB_SCHEMA
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new ConfigError('FOMO_DB_SCHEMA', 'must be a lowercase SQL identifier')
  }
  const leaderboardTimeZone = text(env, 'FOMO_LEADERBOARD_TZ', 'UTC')
  if (!isTimeZone(leaderboardTimeZone)) {
    throw new ConfigError(
      'FOMO_LEADERBOARD_TZ',
      `must be an IANA time zone such as UTC or Asia/Shanghai, got "${leaderboardTimeZone}"`,
    )
  }
  const { relayerKey, drawOperatorKey } = operatorKeys(env, signerKey, devnet === 'on')
  const { finalityDepth, bridgeConfirmations } = chainDepths(env, chains, devnet === 'on')
  const indexer = text(env, 'FOMO_INDEXER', 'on')
  if (indexer !== 'on' && indexer !== 'off') throw new ConfigError('FOMO_INDEXER', 'must be on or off')
  return {
    host: text(env, 'FOMO_HOST', '127.0.0.1'),
    port: whole(env, 'FOMO_PORT', 8787, 0, 65_535),
    appOrigin: origin(env, 'FOMO_APP_ORIGIN', 'http://localhost:5173'),
    databaseUrl,
    databaseSchema: schema,
    pgliteDir: resolve(cwd, text(env, 'FOMO_PGLITE_DIR', resolve(devnetDir, 'server-db'))),
    devnetDir,
    deploymentsDir: resolve(cwd, text(env, 'FOMO_DEPLOYMENTS_DIR', resolve(devnetDir, 'deployments'))),
    chains,
    rpcUrls,
    signerKey,
    devnet: devnet === 'on',
    finalityDepth,
    indexer: {
      enabled: indexer === 'on',
      confirmations: whole(env, 'FOMO_CONFIRMATIONS', 0, 0, 1_000),
      rangeSize: whole(env, 'FOMO_LOG_RANGE', 2_000, 1, 100_000),
      pollMs: whole(env, 'FOMO_POLL_MS', 1_000, 10, 600_000),
      rpcTimeoutMs: whole(env, 'FOMO_RPC_TIMEOUT_MS', 10_000, 100, 600_000),
      writerPollMs: whole(env, 'FOMO_WRITER_POLL_MS', 2_000, 10, 600_000),
    },
    rateLimit: {
      perIp: whole(env, 'FOMO_RATE_LIMIT_IP', 30, 1, 1_000_000_000),
      perAddress: whole(env, 'FOMO_RATE_LIMIT_ADDRESS', 5, 1, 1_000_000_000),
      readPerIp: whole(env, 'FOMO_RATE_LIMIT_READ_IP', 300, 1, 1_000_000_000),
      windowMs: whole(env, 'FOMO_RATE_LIMIT_WINDOW_MS', 60_000, 1, 86_400_000),
    },
    timeouts: {
      requestMs: whole(env, 'FOMO_REQUEST_TIMEOUT_MS', 10_000, 100, 600_000),
      connectionMs: whole(env, 'FOMO_CONNECTION_TIMEOUT_MS', 30_000, 100, 600_000),
    },
    bridge: {
      relayerKey,
      confirmations: bridgeConfirmations,
      deadlineSeconds: whole(env, 'FOMO_BRIDGE_DEADLINE_S', 600, 60, 86_400),
      quota: {
        base: BigInt(whole(env, 'FOMO_BRIDGE_QUOTA_BASE', 10_000, 0, 1_000_000_000)) * 10n ** 18n,
        multiplierBps: whole(env, 'FOMO_BRIDGE_QUOTA_MULTIPLIER_BPS', 20_000, 0, 1_000_000),
        raiseCap: BigInt(whole(env, 'FOMO_BRIDGE_QUOTA_RAISE_CAP', 90_000, 0, 1_000_000_000)) * 10n ** 18n,
      },
    },
    drawOperatorKey,
    cacheTtlMs: whole(env, 'FOMO_CACHE_TTL_MS', 1_000, 0, 3_600_000),
    webRoot: env.FOMO_WEB_ROOT === undefined ? undefined : resolve(cwd, text(env, 'FOMO_WEB_ROOT', '')),
    leaderboardTimeZone,
    logLevel: logLevel as ServerConfig['logLevel'],
    ...operationsSettings(env),
  }
}

/**
 * The keys of the server's sending accounts (FOMO_RELAYER_KEY, FOMO_DRAW_OPERATOR_KEY; a devnet's own by default), each
 * well formed and not the signer key (on a devnet the draw operator may be the deployer, who signs).
 */
function operatorKeys(env: Env, signerKey: string, devnetOn: boolean) {
  const relayerKey = env.FOMO_RELAYER_KEY ?? (devnetOn ? devnetRelayerAccount().privateKey : undefined)
  if (relayerKey !== undefined) {
    if (!/^0x[0-9a-fA-F]{64}$/.test(relayerKey)) {
      throw new ConfigError('FOMO_RELAYER_KEY', 'is malformed: it must be 0x and 64 hex digits')
    }
    if (relayerKey.toLowerCase() === signerKey.toLowerCase()) {
      throw new ConfigError(
        'FOMO_RELAYER_KEY',
        'is the signer key: the relayer (bridge operator) needs a key of its own, so one stolen key cannot both sign and pay',
      )
    }
    checkSignerKey(relayerKey, devnetOn, 'FOMO_RELAYER_KEY')
  }
  const drawOperatorKey = env.FOMO_DRAW_OPERATOR_KEY ?? (devnetOn ? devnetDrawOperatorAccount().privateKey : undefined)
  if (drawOperatorKey !== undefined) {
    if (!/^0x[0-9a-fA-F]{64}$/.test(drawOperatorKey)) {
      throw new ConfigError('FOMO_DRAW_OPERATOR_KEY', 'is malformed: it must be 0x and 64 hex digits')
    }
    // a devnet's signer may be its deployer, the pools' operator: elsewhere one stolen key must not do both
    if (!devnetOn && drawOperatorKey.toLowerCase() === signerKey.toLowerCase()) {
      throw new ConfigError(
        'FOMO_DRAW_OPERATOR_KEY',
        "is the signer key: the draw operator needs a key of its own (the draws' secrets derive from the signer key)",
      )
    }
    checkSignerKey(drawOperatorKey, devnetOn, 'FOMO_DRAW_OPERATOR_KEY')
  }
  return { relayerKey, drawOperatorKey }
}

/** Each chain's finality depth and the bridge's confirmations on it, which never wait less than finality. */
function chainDepths(env: Env, chains: readonly number[], devnetOn: boolean) {
  const finalityDepth: Record<number, number> = {}
  const bridgeConfirmations: Record<number, number> = {}
  for (const chainId of chains) {
    const depth = whole(env, `FOMO_FINALITY_DEPTH_${chainId}`, defaultFinalityDepth(chainId, devnetOn), 0, 10_000)
    finalityDepth[chainId] = depth
    const name = `FOMO_BRIDGE_CONFIRMATIONS_${chainId}`
    bridgeConfirmations[chainId] = whole(env, name, Math.max(1, depth), 1, 10_000)
    if (bridgeConfirmations[chainId] < depth) {
      throw new ConfigError(name, `is below FOMO_FINALITY_DEPTH_${chainId} (${depth}): a payout waits for finality`)
    }
  }
  checkFinalityDepths(finalityDepth, chains, devnetOn)
  return { finalityDepth, bridgeConfirmations }
}

/** The settings of running the server for real: database timeouts, shutdown, proxies, node-read limits, gas, metrics. */
function operationsSettings(env: Env): Pick<ServerConfig, 'operations'> {
  const proxies = env.FOMO_TRUSTED_PROXIES?.split(',').map((entry) => entry.trim()) ?? []
  for (const proxy of proxies) {
    if (!/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(proxy) || !proxy.includes('.') === !proxy.includes(':')) {
      throw new ConfigError(
        'FOMO_TRUSTED_PROXIES',
        `must be IP addresses or CIDR ranges separated by commas (e.g. 10.0.0.1,10.1.0.0/16), got "${proxy}"`,
      )
    }
  }
  const lowGas = text(env, 'FOMO_LOW_GAS_BALANCE', '0.1')
  if (!/^\d{1,12}(\.\d{1,18})?$/.test(lowGas)) {
    throw new ConfigError('FOMO_LOW_GAS_BALANCE', `must be an amount of the native coin such as 0.1, got "${lowGas}"`)
  }
  const [units, fraction = ''] = lowGas.split('.')
  const metrics = text(env, 'FOMO_METRICS', 'on')
  if (metrics !== 'on' && metrics !== 'off') throw new ConfigError('FOMO_METRICS', 'must be on or off')
  return {
    operations: {
      database: {
        connectMs: whole(env, 'FOMO_DB_CONNECT_TIMEOUT_MS', 5_000, 100, 600_000),
        queryMs: whole(env, 'FOMO_DB_QUERY_TIMEOUT_MS', 30_000, 100, 3_600_000),
      },
      shutdownTimeoutMs: whole(env, 'FOMO_SHUTDOWN_TIMEOUT_MS', 10_000, 1_000, 600_000),
      trustedProxies: proxies,
      nodeReadsPerIp: whole(env, 'FOMO_RATE_LIMIT_NODE_IP', 120, 1, 1_000_000_000),
      lowGasWei: BigInt(units!) * 10n ** 18n + BigInt(fraction.padEnd(18, '0')),
      metrics: metrics === 'on',
    },
  }
}

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]
  if (value === undefined) return fallback
  if (value.trim() === '') throw new ConfigError(name, 'is empty: unset it or give a value')
  return value.trim()
}

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = env[name]
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value.trim()) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${value}"`)
  }
  return Number(value)
}

function list(env: Env, name: string, fallback: string): number[] {
  const value = text(env, name, fallback)
  const ids = value.split(',').map((part) => part.trim())
  if (ids.some((id) => !/^[1-9]\d{0,9}$/.test(id))) {
    throw new ConfigError(name, `must be chain ids separated by commas (e.g. 128,56), got "${value}"`)
  }
  return [...new Set(ids.map(Number))]
}

function httpUrl(name: string, value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(name, `must be an http(s) URL, got "${value}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must be an http(s) URL, got "${value}"`)
  }
  return value
}

function origin(env: Env, name: string, fallback: string): string {
  const value = text(env, name, fallback)
  const url = new URL(httpUrl(name, value))
  if (url.origin !== value.replace(/\/$/, '')) {
    throw new ConfigError(name, `must be an origin (scheme, host and port only), got "${value}"`)
  }
  return url.origin
}
