import { describe, expect, it } from 'vitest'
import { RestSeasonApi } from '../../../src/adapters/rest/RestSeasonApi'
import { reportingApi } from '../../../src/adapters/rest/reportingApi'

const ACCOUNT = '0x00000000000000000000000000000000000000bb'
const FRIEND = '0x00000000000000000000000000000000000000cc'
const AURA = '0x00000000000000000000000000000000000000aa'

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

describe('RestSeasonApi', () => {
  it('reads get-season-data with the chain: energies and asks as bigints, title states 0-3', async () => {
    const { fetchImpl, asked } = fakeFetch({
      [`/api/get-season-data/${ACCOUNT}`]: {
        code: 0,
        msg: 'ok',
        data: {
          season_number: 1,
          start_time: 1_700_000_000,
          end_time: 1_700_604_800,
          energy: '1500000000000000000000',
          own_energy: '1000000000000000000000',
          direct_energy: '400000000000000000000',
          diffused_energy: '100000000000000000000',
          nft1_ask: '1000000000000000000000',
          nft2_ask: '10000000000000000000000',
          nft1_state: 1,
          nft2_state: 0,
          extend_reward: 1000,
          fund: [{ token: AURA, symbol: 'AURA', amount: '50000000000000000000000' }],
          nft1_before_season_reward_list: [{ nft_reward_token: AURA, reward: '12' }],
          nft2_before_season_reward_list: [],
          indexed_time: 1_700_000_500,
        },
      },
    })
    const data = await new RestSeasonApi('http://api.test', fetchImpl).seasonData(56, ACCOUNT)
    expect(data).toEqual({
      seasonNumber: 1,
      startTime: 1_700_000_000,
      endTime: 1_700_604_800,
      energy: 1500n * 10n ** 18n,
      ownEnergy: 1000n * 10n ** 18n,
      directEnergy: 400n * 10n ** 18n,
      diffusedEnergy: 100n * 10n ** 18n,
      nft1Ask: 1000n * 10n ** 18n,
      nft2Ask: 10_000n * 10n ** 18n,
      nft1State: 1,
      nft2State: 0,
      extendReward: 1000,
      fund: [{ token: AURA, symbol: 'AURA', amount: 50_000n * 10n ** 18n }],
      nft1BeforeSeasonRewardList: [{ token: AURA, reward: 12n }],
      nft2BeforeSeasonRewardList: [],
      indexedTime: 1_700_000_500,
    })
    expect(asked).toEqual([`/api/get-season-data/${ACCOUNT}?chainId=56`])
  })

  it('reads a page of the energy log (its content JSON) and of the friends, with whether more follow', async () => {
    const { fetchImpl, asked } = fakeFetch({
      [`/api/get-season-energy-log/${ACCOUNT}`]: {
        code: 0,
        msg: 'ok',
        data: {
          parent_name: FRIEND,
          oneself_season_energy: '7',
          page: 2,
          page_size: 10,
          count: 21,
          list: [
            { content: JSON.stringify({ type: 'direct', change_amount: '5', season: 1, time: 1_700_000_100 }) },
            { content: 'not json' },
          ],
        },
      },
      [`/api/get-season-my-invite-sum/4/${ACCOUNT}`]: {
        code: 0,
        msg: 'ok',
        data: {
          top_player_name: FRIEND,
          direct_count: 2,
          total_reward_list: [],
          page: 1,
          page_size: 10,
          count: 1,
          list: [{ related_addr: FRIEND, inviter: ACCOUNT, bound_time: 1, pledge_amount: '300', amount: '40' }],
        },
      },
    })
    const api = new RestSeasonApi('http://api.test', fetchImpl)
    expect(await api.energyLog(128, ACCOUNT, 2)).toEqual({
      page: 2,
      count: 21,
      hasMore: true,
      parentName: FRIEND,
      oneselfSeasonEnergy: 7n,
      list: [
        { type: 'direct', changeAmount: 5n, season: 1, time: 1_700_000_100 },
        { type: 'not json', changeAmount: 0n, season: null, time: null },
      ],
    })
    expect(await api.inviteSum(128, ACCOUNT, 4, 1)).toEqual({
      page: 1,
      count: 1,
      hasMore: false,
      topPlayerName: FRIEND,
      directCount: 2,
      totalRewardList: [],
      list: [
        {
          relatedAddr: FRIEND,
          pledgeDay: null,
          pledgeAmount: 300n,
          amount: 40n,
          lockType: null,
          tradingVolume: null,
        },
      ],
    })
    expect(asked).toEqual([
      `/api/get-season-energy-log/${ACCOUNT}?chainId=128&page=2`,
      `/api/get-season-my-invite-sum/4/${ACCOUNT}?chainId=128&page=1`,
    ])
  })

  it('reads the title voucher of draw-season-reward', async () => {
    const { fetchImpl, asked } = fakeFetch({
      [`/api/draw-season-reward/${ACCOUNT}/2`]: {
        code: 0,
        msg: 'ok',
        data: {
          nft_contract_address: AURA,
          account: ACCOUNT,
          season: 1,
          tier: 2,
          deadline: 1_700_001_000,
          v: 27,
          r: `0x${'11'.repeat(32)}`,
          s: `0x${'22'.repeat(32)}`,
          signature: `0x${'11'.repeat(32)}${'22'.repeat(32)}1b`,
        },
      },
    })
    expect(await new RestSeasonApi('http://api.test', fetchImpl).drawSeasonReward(128, ACCOUNT, 2)).toEqual({
      nftContract: AURA,
      account: ACCOUNT,
      season: 1,
      tier: 2,
      deadline: 1_700_001_000,
      v: 27,
      r: `0x${'11'.repeat(32)}`,
      s: `0x${'22'.repeat(32)}`,
      signature: `0x${'11'.repeat(32)}${'22'.repeat(32)}1b`,
    })
    expect(asked).toEqual([`/api/draw-season-reward/${ACCOUNT}/2?chainId=128`])
  })

  it('reports a refusal once, with the server’s msg, and still throws it', async () => {
    const { fetchImpl } = fakeFetch({ [`/api/get-season-data/${ACCOUNT}`]: { code: 400, msg: 'chainId is required' } })
    const reported: string[] = []
    const api = reportingApi(new RestSeasonApi('http://api.test', fetchImpl), (m) => reported.push(m))
    await expect(api.seasonData(128, ACCOUNT)).rejects.toMatchObject({ name: 'ApiError', code: 400 })
    expect(reported).toEqual(['chainId is required'])
  })
})
