import { describe, expect, it } from 'vitest'
import { RestMiningApi } from '../../../src/adapters/rest/RestMiningApi'
import { reportingApi } from '../../../src/adapters/rest/reportingApi'

const LP = '0x00000000000000000000000000000000000000aa'
const ACCOUNT = '0x00000000000000000000000000000000000000bb'

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

describe('RestMiningApi', () => {
  it('reads lp-config-info and get-lp-current-regular with the chain, amounts as bigints', async () => {
    const { fetchImpl, asked } = fakeFetch({
      '/api/lp-config-info': {
        code: 0,
        msg: 'ok',
        data: [
          { duration: 0, day: 0, weight: 10000, apr: 0.5, apy: 0.6, energy_ratio: 10000, lp_price_in_usd: 2 },
          { duration: 604800, day: 7, weight: 12000, apr: null, apy: null, energy_ratio: 11000, lp_price_in_usd: null },
        ],
      },
      [`/api/get-lp-current-regular/${ACCOUNT}`]: {
        code: 0,
        msg: 'ok',
        data: {
          current_now: '2000000000000000000',
          current_us: 4.5,
          regular_list: [
            {
              lock_id: '3',
              duration: 604800,
              weight: 12000,
              apy: 0.7,
              amount: '5000000000000000000',
              unlock_time: 1700600000,
              matured: false,
            },
          ],
        },
      },
    })
    const api = new RestMiningApi('http://api.test', fetchImpl)
    expect(await api.lockConfig(128, LP)).toEqual([
      { duration: 0, day: 0, weight: 10000, apr: 0.5, apy: 0.6, energyRatio: 10000, lpPriceUsd: 2 },
      { duration: 604800, day: 7, weight: 12000, apr: null, apy: null, energyRatio: 11000, lpPriceUsd: null },
    ])
    expect(await api.currentRegular(128, ACCOUNT, LP)).toEqual({
      currentNow: 2n * 10n ** 18n,
      currentUsd: 4.5,
      regularList: [
        {
          lockId: '3',
          duration: 604800,
          weight: 12000,
          apy: 0.7,
          amount: 5n * 10n ** 18n,
          unlockTime: 1700600000,
          matured: false,
        },
      ],
    })
    expect(asked).toEqual([
      `/api/lp-config-info?token=${LP}&chainId=128`,
      `/api/get-lp-current-regular/${ACCOUNT}?token=${LP}&chainId=128`,
    ])
  })

  it('reports a refusal once, with the server’s msg, and still throws it', async () => {
    const { fetchImpl } = fakeFetch({ '/api/lp-config-info': { code: 404, msg: 'No mining pool for 0xaa' } })
    const reported: string[] = []
    const api = reportingApi(new RestMiningApi('http://api.test', fetchImpl), (m) => reported.push(m))
    await expect(api.lockConfig(128, LP)).rejects.toThrow('No mining pool for 0xaa')
    expect(reported).toEqual(['No mining pool for 0xaa'])
  })
})
