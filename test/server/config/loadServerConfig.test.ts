import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { devAccounts, devnetDrawOperatorAccount, devnetRelayerAccount } from '../../../src/adapters/devnet/devAccounts'
import { DEVNET_BRIDGE_QUOTA_TERMS } from '../../../src/domain/bridge/bridgeQuota'
import { composeServer } from '../../../src/server/compositionRoot'
import { ConfigError } from '../../../src/server/config/ConfigError'
import { loadServerConfig } from '../../../src/server/config/loadServerConfig'
import { testServerConfig } from '../support/testServerConfig'

const KEY = `0x${'1'.repeat(64)}`
const root = join(import.meta.dirname, '..', '..', '..')

describe('loadServerConfig', () => {
  it('gives defaults for everything but the signer key', () => {
    const config = loadServerConfig({ FOMO_SIGNER_KEY: KEY }, '/srv')
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      chains: [128, 56],
      devnetDir: '/srv/.devnet',
      deploymentsDir: '/srv/.devnet/deployments',
      pgliteDir: '/srv/.devnet/server-db',
      indexer: { enabled: true, confirmations: 0, pollMs: 1_000, writerPollMs: 2_000 },
      rateLimit: { readPerIp: 300 },
      timeouts: { requestMs: 10_000, connectionMs: 30_000 },
    })
    expect(config.databaseUrl).toBeUndefined()
  })

  it('reads the deployment records from FOMO_DEPLOYMENTS_DIR, else from deployments/ in FOMO_DEVNET_DIR', () => {
    const env = { FOMO_SIGNER_KEY: KEY }
    expect(loadServerConfig({ ...env, FOMO_DEVNET_DIR: 'chains' }, '/srv').deploymentsDir).toBe(
      '/srv/chains/deployments',
    )
    expect(loadServerConfig({ ...env, FOMO_DEPLOYMENTS_DIR: 'records' }, '/srv').deploymentsDir).toBe('/srv/records')
    expect(loadServerConfig({ ...env, FOMO_DEPLOYMENTS_DIR: '/etc/fomo' }, '/srv').deploymentsDir).toBe('/etc/fomo')
    expect(() => loadServerConfig({ ...env, FOMO_DEPLOYMENTS_DIR: ' ' })).toThrow(/FOMO_DEPLOYMENTS_DIR.*empty/)
  })

  it('reads every variable', () => {
    const config = loadServerConfig({
      FOMO_SIGNER_KEY: KEY,
      FOMO_PORT: '9000',
      FOMO_APP_ORIGIN: 'https://fomo.example',
      DATABASE_URL: 'postgres://u@db:5432/fomo',
      FOMO_CHAINS: '56',
      FOMO_RPC_56: 'https://bsc.example/rpc',
      FOMO_CONFIRMATIONS: '12',
      FOMO_INDEXER: 'off',
      FOMO_WRITER_POLL_MS: '500',
      FOMO_RATE_LIMIT_IP: '10',
    })
    expect(config).toMatchObject({
      port: 9000,
      appOrigin: 'https://fomo.example',
      databaseUrl: 'postgres://u@db:5432/fomo',
      chains: [56],
      rpcUrls: { 56: 'https://bsc.example/rpc' },
      indexer: { enabled: false, confirmations: 12, writerPollMs: 500 },
      rateLimit: { perIp: 10 },
    })
  })

  it('pays on each chain only past its finality depth: 2 on a devnet, else 20 on 128, 15 on 56, 64 elsewhere', () => {
    expect(loadServerConfig({ FOMO_SIGNER_KEY: KEY }).finalityDepth).toEqual({ 128: 20, 56: 15 })
    expect(loadServerConfig({ FOMO_SIGNER_KEY: KEY, FOMO_DEVNET: 'on' }).finalityDepth).toEqual({ 128: 2, 56: 2 })
    expect(loadServerConfig({ FOMO_SIGNER_KEY: KEY, FOMO_CHAINS: '1,56' }).finalityDepth).toEqual({ 1: 64, 56: 15 })
    const set = loadServerConfig({ FOMO_SIGNER_KEY: KEY, FOMO_FINALITY_DEPTH_128: '40', FOMO_FINALITY_DEPTH_56: '3' })
    expect(set.finalityDepth).toEqual({ 128: 40, 56: 3 })
    // the bridge's payouts wait for the depth too
    expect(set.bridge.confirmations).toEqual({ 128: 40, 56: 3 })
    const devnet = { FOMO_SIGNER_KEY: KEY, FOMO_DEVNET: 'on', FOMO_FINALITY_DEPTH_128: '0' }
    expect(loadServerConfig(devnet)).toMatchObject({
      finalityDepth: { 128: 0, 56: 2 },
      bridge: { confirmations: { 128: 1 } },
    })
  })

  it.each([
    [{ FOMO_FINALITY_DEPTH_56: '0' }, /FOMO_FINALITY_DEPTH_56 is 0: a production server pays only on final blocks/],
    [{ FOMO_FINALITY_DEPTH_128: 'deep' }, /FOMO_FINALITY_DEPTH_128 must be a whole number from 0 to 10000/],
    [
      { FOMO_FINALITY_DEPTH_128: '30', FOMO_BRIDGE_CONFIRMATIONS_128: '29' },
      /FOMO_BRIDGE_CONFIRMATIONS_128 is below FOMO_FINALITY_DEPTH_128 \(30\)/,
    ],
  ])('refuses the finality setting %o', (env, problem) => {
    expect(() => loadServerConfig({ FOMO_SIGNER_KEY: KEY, ...env })).toThrow(problem)
  })

  it('refuses to compose a server built in code with a finality depth of 0 outside a devnet', async () => {
    const config = testServerConfig({
      devnetDir: inject('seededDevnet').dir,
      devnet: false,
      signerKey: KEY,
      bridge: { confirmations: { 128: 2, 56: 2 }, deadlineSeconds: 600 },
    })
    await expect(composeServer(config)).rejects.toThrow(/FOMO_FINALITY_DEPTH_128 is 0/)
  })

  it('gives the bridge a relayer only on a devnet unless FOMO_RELAYER_KEY names one, paying past the finality depth', () => {
    const relayer = devnetRelayerAccount().privateKey
    expect(loadServerConfig({ FOMO_SIGNER_KEY: KEY }).bridge).toEqual({
      relayerKey: undefined,
      confirmations: { 128: 20, 56: 15 },
      deadlineSeconds: 600,
      quota: DEVNET_BRIDGE_QUOTA_TERMS,
    })
    expect(loadServerConfig({ FOMO_SIGNER_KEY: KEY, FOMO_DEVNET: 'on' }).bridge).toEqual({
      relayerKey: relayer,
      confirmations: { 128: 2, 56: 2 },
      deadlineSeconds: 600,
      quota: DEVNET_BRIDGE_QUOTA_TERMS,
    })
    const own = `0x${'2'.repeat(64)}`
    const config = loadServerConfig({
      FOMO_SIGNER_KEY: KEY,
      FOMO_RELAYER_KEY: own,
      FOMO_BRIDGE_CONFIRMATIONS_128: '30',
      FOMO_BRIDGE_CONFIRMATIONS_56: '15',
      FOMO_BRIDGE_DEADLINE_S: '120',
      FOMO_BRIDGE_QUOTA_BASE: '500',
      FOMO_BRIDGE_QUOTA_MULTIPLIER_BPS: '5000',
      FOMO_BRIDGE_QUOTA_RAISE_CAP: '0',
    })
    expect(config.bridge).toEqual({
      relayerKey: own,
      confirmations: { 128: 30, 56: 15 },
      deadlineSeconds: 120,
      quota: { base: 500n * 10n ** 18n, multiplierBps: 5_000, raiseCap: 0n },
    })
  })

  it.each([
    [{ FOMO_RELAYER_KEY: '0x12' }, /FOMO_RELAYER_KEY is malformed/],
    [{ FOMO_RELAYER_KEY: KEY }, /FOMO_RELAYER_KEY is the signer key: the relayer .* needs a key of its own/],
    [{ FOMO_RELAYER_KEY: devAccounts()[3]!.privateKey }, /FOMO_RELAYER_KEY is a publicly known development key/],
    [{ FOMO_RELAYER_KEY: devnetRelayerAccount().privateKey }, /FOMO_RELAYER_KEY is a publicly known development key/],
    [{ FOMO_BRIDGE_CONFIRMATIONS_56: '0' }, /FOMO_BRIDGE_CONFIRMATIONS_56 must be a whole number from 1/],
    [{ FOMO_BRIDGE_DEADLINE_S: '30' }, /FOMO_BRIDGE_DEADLINE_S must be a whole number from 60 to 86400/],
    [{ FOMO_BRIDGE_QUOTA_BASE: '1.5' }, /FOMO_BRIDGE_QUOTA_BASE must be a whole number/],
  ])('refuses the bridge setting %o', (env, problem) => {
    expect(() => loadServerConfig({ FOMO_SIGNER_KEY: KEY, ...env })).toThrow(problem)
  })

  it('operates the prize draws only on a devnet (as its draw operator, no dev wallet) unless FOMO_DRAW_OPERATOR_KEY names a key', () => {
    expect(loadServerConfig({ FOMO_SIGNER_KEY: KEY }).drawOperatorKey).toBeUndefined()
    expect(loadServerConfig({ FOMO_SIGNER_KEY: KEY, FOMO_DEVNET: 'on' }).drawOperatorKey).toBe(
      devnetDrawOperatorAccount().privateKey,
    )
    const own = `0x${'3'.repeat(64)}`
    expect(loadServerConfig({ FOMO_SIGNER_KEY: KEY, FOMO_DRAW_OPERATOR_KEY: own }).drawOperatorKey).toBe(own)
  })

  it.each([
    [{ FOMO_DRAW_OPERATOR_KEY: '0x12' }, /FOMO_DRAW_OPERATOR_KEY is malformed/],
    [
      { FOMO_DRAW_OPERATOR_KEY: KEY },
      /FOMO_DRAW_OPERATOR_KEY is the signer key: the draw operator needs a key of its own/,
    ],
    [
      { FOMO_DRAW_OPERATOR_KEY: devAccounts()[0]!.privateKey },
      /FOMO_DRAW_OPERATOR_KEY is a publicly known development key/,
    ],
    [
      { FOMO_DRAW_OPERATOR_KEY: devnetDrawOperatorAccount().privateKey },
      /FOMO_DRAW_OPERATOR_KEY is a publicly known development key/,
    ],
  ])('refuses the draw operator setting %o', (env, problem) => {
    expect(() => loadServerConfig({ FOMO_SIGNER_KEY: KEY, ...env })).toThrow(problem)
  })

  it('reads the operations settings: database timeouts, shutdown deadline, proxies, node reads, low gas, metrics', () => {
    expect(loadServerConfig({ FOMO_SIGNER_KEY: KEY }).operations).toEqual({
      database: { connectMs: 5_000, queryMs: 30_000 },
      shutdownTimeoutMs: 10_000,
      trustedProxies: [],
      nodeReadsPerIp: 120,
      lowGasWei: 10n ** 17n,
      metrics: true,
    })
    const config = loadServerConfig({
      FOMO_SIGNER_KEY: KEY,
      FOMO_DB_CONNECT_TIMEOUT_MS: '2000',
      FOMO_DB_QUERY_TIMEOUT_MS: '8000',
      FOMO_SHUTDOWN_TIMEOUT_MS: '20000',
      FOMO_TRUSTED_PROXIES: '10.0.0.1, 10.1.0.0/16,::1',
      FOMO_RATE_LIMIT_NODE_IP: '40',
      FOMO_LOW_GAS_BALANCE: '2.5',
      FOMO_METRICS: 'off',
    })
    expect(config.operations).toEqual({
      database: { connectMs: 2_000, queryMs: 8_000 },
      shutdownTimeoutMs: 20_000,
      trustedProxies: ['10.0.0.1', '10.1.0.0/16', '::1'],
      nodeReadsPerIp: 40,
      lowGasWei: 25n * 10n ** 17n,
      metrics: false,
    })
  })

  it.each([
    [{ FOMO_TRUSTED_PROXIES: 'proxy.example' }, /FOMO_TRUSTED_PROXIES must be IP addresses or CIDR ranges/],
    [{ FOMO_TRUSTED_PROXIES: '10.0.0.1,' }, /FOMO_TRUSTED_PROXIES must be IP addresses/],
    [{ FOMO_LOW_GAS_BALANCE: '-1' }, /FOMO_LOW_GAS_BALANCE must be an amount of the native coin/],
    [{ FOMO_DB_QUERY_TIMEOUT_MS: '0' }, /FOMO_DB_QUERY_TIMEOUT_MS must be a whole number from 100/],
    [{ FOMO_SHUTDOWN_TIMEOUT_MS: '10s' }, /FOMO_SHUTDOWN_TIMEOUT_MS must be a whole number/],
    [{ FOMO_METRICS: 'yes' }, /FOMO_METRICS must be on or off/],
  ])('refuses the operations setting %o', (env, problem) => {
    expect(() => loadServerConfig({ FOMO_SIGNER_KEY: KEY, ...env })).toThrow(problem)
  })

  it('cuts the leaderboard at 24:00 UTC unless FOMO_LEADERBOARD_TZ names an IANA zone', () => {
    expect(loadServerConfig({ FOMO_SIGNER_KEY: KEY }).leaderboardTimeZone).toBe('UTC')
    const zone = loadServerConfig({ FOMO_SIGNER_KEY: KEY, FOMO_LEADERBOARD_TZ: 'America/New_York' })
    expect(zone.leaderboardTimeZone).toBe('America/New_York')
  })

  it.each([
    [{}, 'FOMO_SIGNER_KEY', /missing/],
    [{ FOMO_SIGNER_KEY: '0x1234' }, 'FOMO_SIGNER_KEY', /malformed/],
    [{ FOMO_SIGNER_KEY: KEY, FOMO_PORT: 'eighty' }, 'FOMO_PORT', /whole number/],
    [{ FOMO_SIGNER_KEY: KEY, FOMO_PORT: '70000' }, 'FOMO_PORT', /0 to 65535/],
    [{ FOMO_SIGNER_KEY: KEY, FOMO_CONFIRMATIONS: '-1' }, 'FOMO_CONFIRMATIONS', /whole number/],
    [{ FOMO_SIGNER_KEY: KEY, DATABASE_URL: 'mysql://x' }, 'DATABASE_URL', /postgres/],
    [{ FOMO_SIGNER_KEY: KEY, FOMO_APP_ORIGIN: 'http://app/path' }, 'FOMO_APP_ORIGIN', /origin/],
    [{ FOMO_SIGNER_KEY: KEY, FOMO_APP_ORIGIN: 'not a url' }, 'FOMO_APP_ORIGIN', /URL/],
    [{ FOMO_SIGNER_KEY: KEY, FOMO_CHAINS: '128;56' }, 'FOMO_CHAINS', /chain ids/],
    [{ FOMO_SIGNER_KEY: KEY, FOMO_RPC_128: 'ftp://x' }, 'FOMO_RPC_128', /http/],
    [{ FOMO_SIGNER_KEY: KEY, FOMO_INDEXER: 'yes' }, 'FOMO_INDEXER', /on or off/],
    [{ FOMO_SIGNER_KEY: KEY, LOG_LEVEL: 'loud' }, 'LOG_LEVEL', /one of/],
    [{ FOMO_SIGNER_KEY: KEY, FOMO_DB_SCHEMA: 'x; drop' }, 'FOMO_DB_SCHEMA', /identifier/],
    [{ FOMO_SIGNER_KEY: KEY, FOMO_HOST: ' ' }, 'FOMO_HOST', /empty/],
    [{ FOMO_SIGNER_KEY: KEY, FOMO_LEADERBOARD_TZ: 'Beijing' }, 'FOMO_LEADERBOARD_TZ', /IANA/],
  ])('refuses %o, naming %s', (env, variable, problem) => {
    let error: unknown
    try {
      loadServerConfig(env)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).message).toContain(variable)
    expect((error as ConfigError).message).toMatch(problem)
    expect((error as ConfigError).message).not.toContain(KEY)
  })

  it.each(devAccounts().map((account) => [account.index, account.privateKey] as const))(
    'refuses the public anvil key %i as signer outside a devnet, without repeating it',
    (_index, key) => {
      for (const variant of [key, key.toUpperCase().replace('0X', '0x')]) {
        expect(() => loadServerConfig({ FOMO_SIGNER_KEY: variant })).toThrow(
          /FOMO_SIGNER_KEY is a publicly known development key.*FOMO_DEVNET=on/,
        )
        expect(() => loadServerConfig({ FOMO_SIGNER_KEY: variant })).not.toThrow(new RegExp(key.slice(2)))
      }
      expect(loadServerConfig({ FOMO_SIGNER_KEY: key, FOMO_DEVNET: 'on' })).toMatchObject({ devnet: true })
    },
  )

  it('refuses any key listed as known, and a FOMO_DEVNET other than on or off', () => {
    expect(() => loadServerConfig({ FOMO_SIGNER_KEY: `0x${'0'.repeat(63)}1` })).toThrow(/publicly known/)
    expect(() => loadServerConfig({ FOMO_SIGNER_KEY: KEY, FOMO_DEVNET: 'yes' })).toThrow(
      /FOMO_DEVNET must be on or off/,
    )
    expect(loadServerConfig({ FOMO_SIGNER_KEY: KEY })).toMatchObject({ devnet: false })
  })

  it('refuses to compose a server whose configuration was built in code with a public key outside a devnet', async () => {
    const config = testServerConfig({ devnetDir: inject('seededDevnet').dir, devnet: false })
    await expect(composeServer(config)).rejects.toThrow(/publicly known development key/)
  })

  const runMain = (env: Record<string, string>) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', join(root, 'src', 'server', 'main.ts')],
        { cwd: root, env: { PATH: process.env.PATH, ...env } },
        (error, _stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr }),
      )
    })

  it('stops `src/server/main.ts` with a message naming the variable', async () => {
    const result = await runMain({ FOMO_SIGNER_KEY: KEY, FOMO_PORT: 'x' })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/FOMO_PORT must be a whole number/)
  })

  it('stops `src/server/main.ts` given a public anvil key outside a devnet', async () => {
    const result = await runMain({ FOMO_SIGNER_KEY: devAccounts()[0]!.privateKey, FOMO_PORT: '0' })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/FOMO_SIGNER_KEY is a publicly known development key/)
  })
})
