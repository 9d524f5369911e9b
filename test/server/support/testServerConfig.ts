import { devnetRelayerAccount } from '../../../src/adapters/devnet/devAccounts'
import { DEFAULT_OPERATIONS, type ServerConfig } from '../../../src/server/config/ServerConfig'

/** A server configuration for tests (a devnet): no indexer, in-memory PGlite, quiet logs; override what a test needs. */
export function testServerConfig(overrides: Partial<ServerConfig> & Pick<ServerConfig, 'devnetDir'>): ServerConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    appOrigin: 'http://app.test:5173',
    chains: [128, 56],
    rpcUrls: {},
    signerKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6', // anvil dev account 9
    devnet: true, // the tests run on devnet forks: the public key above is allowed
    finalityDepth: { 128: 0, 56: 0 }, // forks mine only on transactions: a test of finality sets its depth
    indexer: { enabled: false, confirmations: 0, rangeSize: 2_000, pollMs: 50, rpcTimeoutMs: 10_000 },
    rateLimit: { perIp: 1_000, perAddress: 1_000, readPerIp: 100_000, windowMs: 60_000 },
    timeouts: { requestMs: 10_000, connectionMs: 30_000 },
    bridge: { relayerKey: devnetRelayerAccount().privateKey, confirmations: { 128: 2, 56: 2 }, deadlineSeconds: 600 },
    cacheTtlMs: 0,
    logLevel: 'silent',
    operations: { ...DEFAULT_OPERATIONS, nodeReadsPerIp: 100_000 }, // suites read much from one address
    ...overrides,
  }
}
