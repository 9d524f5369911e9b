import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { devAccounts } from '../../../src/adapters/devnet/devAccounts'
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
      pgliteDir: '/srv/.devnet/server-db',
      indexer: { enabled: true, confirmations: 0 },
      rateLimit: { readPerIp: 300 },
      timeouts: { requestMs: 10_000, connectionMs: 30_000 },
    })
    expect(config.databaseUrl).toBeUndefined()
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
      FOMO_RATE_LIMIT_IP: '10',
    })
    expect(config).toMatchObject({
      port: 9000,
      appOrigin: 'https://fomo.example',
      databaseUrl: 'postgres://u@db:5432/fomo',
      chains: [56],
      rpcUrls: { 56: 'https://bsc.example/rpc' },
      indexer: { enabled: false, confirmations: 12 },
      rateLimit: { perIp: 10 },
    })
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
