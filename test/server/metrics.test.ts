import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readDeploymentRecord } from '../../src/adapters/deployment/readDeploymentRecord'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { FetchJsonRpc } from '../../src/adapters/rpc/FetchJsonRpc'
import { type ComposedServer, composeServer } from '../../src/server/compositionRoot'
import { SendingBalances } from '../../src/server/workers/SendingBalances'
import { testServerConfig } from './support/testServerConfig'

// Issue 29, items 5 and 12: the Prometheus metrics (prom-client) an operator watches, and the gas of the server's own
// sending accounts in the health route, the logs and the metrics.

const metricsOf = async (server: ComposedServer) => {
  const response = await server.app.inject({ method: 'GET', url: '/metrics' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toContain('text/plain')
  return response.body
}
/** The value of the series `name{labels}` (labels as written, in order), or undefined. */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics', () => {
  let server: ComposedServer
  beforeAll(async () => {
    server = await composeServer(
      testServerConfig({
        devnetDir: inject('seededDevnet').dir,
        indexer: { enabled: true, confirmations: 0, rangeSize: 2_000, pollMs: 50, rpcTimeoutMs: 10_000 },
        drawOperatorKey: devAccounts()[0]!.privateKey,
      }),
    )
    server.worker?.start()
    await server.sending.check()
  })
  afterAll(async () => {
    await server?.close()
  })

  it('serves each chain’s indexed head, head and lag, the relay queue, the sending balances and the writer', async () => {
    // both chains index side by side, either first: wait until each has an indexed head and a reported head
    const known = (text: string, chainId: number) =>
      ['fomo_chain_indexed_head', 'fomo_chain_head'].every(
        (name) => (value(text, `${name}{chain_id="${chainId}"}`) ?? 0) > 0,
      )
    await expect
      .poll(
        async () => {
          const text = await metricsOf(server)
          return [128, 56].every((chainId) => known(text, chainId))
        },
        { timeout: 60_000 },
      )
      .toBe(true)
    const text = await metricsOf(server)
    for (const chainId of [128, 56]) {
      expect(value(text, `fomo_chain_head{chain_id="${chainId}"}`)).toBeGreaterThan(0)
      expect(value(text, `fomo_chain_lag_blocks{chain_id="${chainId}"}`)).toBeGreaterThanOrEqual(0)
      expect(value(text, `fomo_chain_reorgs_total{chain_id="${chainId}"}`)).toBe(0)
    }
    expect(value(text, 'fomo_writer')).toBe(1)
    const relayer = (await import('../../src/adapters/devnet/devAccounts')).devnetRelayerAccount().address.toLowerCase()
    expect(value(text, `fomo_sending_balance{chain_id="128",role="relayer",address="${relayer}"}`)).toBeGreaterThan(0)
    const operator = devAccounts()[0]!.address.toLowerCase()
    expect(
      value(text, `fomo_sending_balance{chain_id="56",role="drawOperator",address="${operator}"}`),
    ).toBeGreaterThan(0)
    expect(value(text, 'fomo_sending_balance_low{chain_id="56",role="relayer"}')).toBe(0)
    expect(text).toContain('# TYPE fomo_bridge_relays gauge')
    expect(text).toContain('# TYPE fomo_bridge_quota_reserved_today_aura gauge')
    expect(text).toContain('fomo_process_resident_memory_bytes')
  })

  it('counts requests and their latency by route pattern, and the vouchers signed by kind', async () => {
    const record = await readDeploymentRecord(inject('seededDevnet').dir, 128)
    const aura = record.tokens.find((token) => token.symbol === 'AURA')!.address.toLowerCase()
    const account = devAccounts()[1]!.address.toLowerCase()
    const voucher = await server.app.inject({ url: `/api/draw-lp-reward/${account}/${aura}?chainId=128` })
    expect(voucher.statusCode).toBe(200)
    const text = await metricsOf(server)
    const route = 'route="/api/draw-lp-reward/:address/:rewardToken"'
    expect(value(text, `fomo_http_requests_total{method="GET",${route},status="200"}`)).toBe(1)
    expect(value(text, `fomo_http_request_duration_seconds_count{method="GET",${route}}`)).toBe(1)
    expect(text).not.toContain(account) // a route's pattern, never its address
    expect(value(text, 'fomo_vouchers_signed_total{kind="Reward"}')).toBeGreaterThanOrEqual(1)
  })

  it('serves every metric the sample alert rules (deploy/monitoring/alerts.yml) use', async () => {
    const rules = readFileSync(join(import.meta.dirname, '..', '..', 'deploy', 'monitoring', 'alerts.yml'), 'utf8')
    const used = new Set([...rules.matchAll(/\bfomo_[a-z_]+/g)].map(([name]) => name.replace(/_bucket$/, '')))
    expect(used.size).toBeGreaterThan(5)
    const text = await metricsOf(server)
    for (const name of used) expect(text, name).toContain(`# TYPE ${name} `)
  })

  it('health names each sending account’s chain, role and balance', async () => {
    const health = (await server.app.inject({ url: '/api/health' })).json()
    expect(health.data.sending).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ chainId: 56, role: 'relayer', low: false, balance: expect.stringMatching(/^\d+$/) }),
        expect.objectContaining({ chainId: 128, role: 'drawOperator', low: false }),
      ]),
    )
  })
})

describe('a sending account without gas', () => {
  it('is reported low in the log (account, role and chain named), the health data and the metrics', async () => {
    const record = await readDeploymentRecord(inject('seededDevnet').dir, 56)
    const empty = Wallet.createRandom().address.toLowerCase()
    const logged: { fields: Record<string, unknown>; msg: string }[] = []
    const log = {
      info: () => {},
      warn: (fields: Record<string, unknown>, msg: string) => logged.push({ fields, msg }),
    }
    const balances = new SendingBalances(
      [{ chainId: 56, role: 'relayer', address: empty, nativeSymbol: 'BNB', rpc: new FetchJsonRpc(record.rpcUrl) }],
      10n ** 17n,
      60_000,
      log as never,
    )
    await balances.check()
    await balances.check() // still low: said once, not at every check
    expect(balances.status()).toEqual([
      { chainId: 56, role: 'relayer', address: empty, balance: '0', low: true, checkedAt: expect.any(String) },
    ])
    expect(logged).toEqual([
      {
        fields: { chainId: 56, role: 'relayer', account: empty, balance: '0 BNB', lowMark: '0.1 BNB' },
        msg: `sending account low on gas: fund ${empty} on chain 56`,
      },
    ])
  })
})
