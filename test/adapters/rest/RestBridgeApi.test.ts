import { describe, expect, it } from 'vitest'
import { RestBridgeApi } from '../../../src/adapters/rest/RestBridgeApi'
import { reportingBridgeApi } from '../../../src/adapters/rest/reportingBridgeApi'
import { ApiError } from '../../../src/domain/errors/ApiError'

const ACCOUNT = '0x00000000000000000000000000000000000000bb'
const RECIPIENT = '0x00000000000000000000000000000000000000cc'
const CODE = `0x${'00'.repeat(12)}${'cc'.padStart(40, '0')}0000003800000000000000${'07'}`

/** A fetch that answers each path with its envelope and records the URLs asked. */
function fakeFetch(answers: Record<string, unknown>) {
  const asked: string[] = []
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = new URL(String(input))
    asked.push(`${url.pathname}${url.search}`)
    const body = answers[url.pathname] ?? { code: 404, msg: 'Not found' }
    return new Response(JSON.stringify(body))
  }) as typeof fetch
  return { fetchImpl, asked }
}

const ok = (data: unknown) => ({ code: 0, msg: 'ok', data })

describe('RestBridgeApi (the routes of issue 16, as bridge-shared.md shapes them)', () => {
  it('reads get-convert-config per chain, tokens keyed by symbol, amounts as bigints', async () => {
    const { fetchImpl, asked } = fakeFetch({
      [`/api/get-convert-config/${ACCOUNT}`]: ok([
        {
          chain_id: 128,
          chain_name: 'HECO',
          tokens: {
            AURA: {
              Address: '0xa1',
              ConvertServiceRate: 30,
              decimals: 18,
              remote_address: '0xa2',
              min_amount: '10000000000000000',
            },
          },
          convert_tool_contract: '0xb1',
          destroy_rate: 200,
          destroy_address: '0xdead',
          auxiliary_chain: 56,
          quota: '9000000000000000000000',
          quota_daily: '10000000000000000000000',
          quota_used: '1000000000000000000000',
          quota_resets_at: 1700006400,
          confirmations: 2,
        },
      ]),
    })
    const [chain] = await new RestBridgeApi('http://api.test', fetchImpl).config(ACCOUNT)
    expect(asked).toEqual([`/api/get-convert-config/${ACCOUNT}`])
    expect(chain).toEqual({
      chainId: 128,
      chainName: 'HECO',
      tokens: [
        { symbol: 'AURA', address: '0xa1', decimals: 18, serviceBps: 30, remoteAddress: '0xa2', minAmount: 10n ** 16n },
      ],
      bridge: '0xb1',
      destroyBps: 200,
      destroyAddress: '0xdead',
      peerChainId: 56,
      quota: 9_000n * 10n ** 18n,
      quotaDaily: 10_000n * 10n ** 18n,
      quotaUsed: 1_000n * 10n ** 18n,
      quotaResetsAt: 1_700_006_400,
      confirmations: 2,
    })
  })

  it('asks get-convert-currency-data with the amount in token units, the target chain id and the consent', async () => {
    const signature = `0x${'ab'.repeat(65)}`
    const path = `/api/get-convert-currency-data/${ACCOUNT}/${RECIPIENT}/1.5/56/AURA`
    const query = `?signature=${signature}&nonce=340282366920938463463374607431768211455&deadline=1700000600`
    const { fetchImpl, asked } = fakeFetch({
      [path]: ok({
        total_amount: '1500000000000000000',
        destroy_amount: '30000000000000000',
        destroy_address: '0xdead',
        fee: '4500000000000000',
        payout: '1465500000000000000',
        deadline: 1700000600,
        code: CODE,
        nonce: '7',
        v: 28,
        r: '0x11',
        s: '0x22',
        token: '0xa1',
        source_chain_id: 128,
        target_chain_id: 56,
        convert_tool_contract: '0xb1',
        quota_amount: '1500000000000000000',
      }),
    })
    const api = new RestBridgeApi('http://api.test', fetchImpl)
    const signed = await api.sign({
      account: ACCOUNT,
      recipient: RECIPIENT,
      amount: '1.5',
      targetChainId: 56,
      symbol: 'AURA',
      consent: { signature, nonce: 2n ** 128n - 1n, deadline: 1_700_000_600 },
    })
    expect(asked).toEqual([path + query])
    expect(signed).toMatchObject({
      totalAmount: 1_500_000_000_000_000_000n,
      fee: 4_500_000_000_000_000n,
      nonce: 7n,
      v: 28,
    })
    expect([signed.bridge, signed.sourceChainId, signed.targetChainId, signed.deadline]).toEqual([
      '0xb1',
      128,
      56,
      1_700_000_600,
    ])
  })

  it('reads a status with its transactions, and a page of records with chains by id or name', async () => {
    const { fetchImpl, asked } = fakeFetch({
      [`/api/get-convert-status/${CODE}`]: ok({
        code: CODE,
        status: 'collected',
        confirmations: 1,
        required: 2,
        source_chain_id: 128,
        target_chain_id: 56,
        sender: ACCOUNT,
        recipient: RECIPIENT,
        token: '0xa1',
        amount: '100',
        payout: '97',
        deadline: 1700000600,
        source_tx: '0xaa',
        target_tx: null,
        attempts: 0,
        last_error: null,
        next_attempt_at: null,
      }),
      [`/api/get-convert-logs/${ACCOUNT}`]: ok({
        page: 2,
        total: 21,
        list: [
          {
            code: CODE,
            amount: '100',
            payout: '97',
            token: 'AURA',
            current_chain: 'HECO',
            target_chain: '56',
            received_time: 1700000100,
            status: 'delivered',
            source_tx: '0xaa',
            target_tx: '0xbb',
          },
        ],
      }),
      [`/api/return-convert-currency-limit/${ACCOUNT}/${RECIPIENT}/${CODE}`]: ok({ code: CODE, returned: '100' }),
    })
    const api = new RestBridgeApi('http://api.test', fetchImpl)
    const status = await api.status(CODE)
    expect([status.status, status.confirmations, status.required, status.sourceTx, status.targetTx]).toEqual([
      'collected',
      1,
      2,
      '0xaa',
      null,
    ])
    const page = await api.records(ACCOUNT, 2)
    expect(page).toMatchObject({ page: 2, total: 21, hasMore: true })
    expect(page.list[0]).toEqual({
      code: CODE,
      amount: 100n,
      payout: 97n,
      token: 'AURA',
      sourceChainId: 128,
      targetChainId: 56,
      time: 1_700_000_100,
      status: 'delivered',
      sourceTx: '0xaa',
      targetTx: '0xbb',
    })
    await expect(api.returnQuota(ACCOUNT, RECIPIENT, CODE)).resolves.toBe(100n)
    expect(asked.at(-2)).toBe(`/api/get-convert-logs/${ACCOUNT}?page=2`)
  })

  it('reads that a failing delivery waits on the operator (issue 29, item 5), and that a delivered one does not', async () => {
    const DELIVERED = `0x${'11'.repeat(32)}`
    const base = { code: CODE, source_chain_id: 128, target_chain_id: 56, amount: '100', payout: '97' }
    const { fetchImpl } = fakeFetch({
      [`/api/get-convert-status/${CODE}`]: ok({
        ...base,
        status: 'relaying',
        attempts: 5,
        last_error: 'insufficient funds for gas * price + value',
        waiting_on: 'operator',
        next_attempt_at: 1700000900,
      }),
      [`/api/get-convert-status/${DELIVERED}`]: ok({
        ...base,
        status: 'delivered',
        attempts: 6,
        last_error: null,
        waiting_on: null,
      }),
    })
    const api = new RestBridgeApi('http://api.test', fetchImpl)
    const failing = await api.status(CODE)
    expect([failing.waitingOn, failing.lastError, failing.attempts]).toEqual([
      'operator',
      'insufficient funds for gas * price + value',
      5,
    ])
    const delivered = await api.status(DELIVERED)
    expect([delivered.waitingOn, delivered.lastError]).toEqual([null, null])
  })

  it('reports the user’s own failed requests once, not the status poll’s', async () => {
    const { fetchImpl } = fakeFetch({})
    const reported: string[] = []
    const api = reportingBridgeApi(new RestBridgeApi('http://api.test', fetchImpl), (m) => reported.push(m))
    await expect(
      api.sign({
        account: ACCOUNT,
        recipient: RECIPIENT,
        amount: '1',
        targetChainId: 56,
        symbol: 'AURA',
        consent: { signature: '0x', nonce: 1n, deadline: 1 },
      }),
    ).rejects.toBeInstanceOf(ApiError)
    await expect(api.status(CODE)).rejects.toBeInstanceOf(ApiError)
    await expect(api.returnQuota(ACCOUNT, RECIPIENT, CODE)).rejects.toBeInstanceOf(ApiError)
    expect(reported).toEqual(['Not found'])
  })
})
