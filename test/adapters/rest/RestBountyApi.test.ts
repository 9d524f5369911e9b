import { describe, expect, it } from 'vitest'
import { RestBountyApi } from '../../../src/adapters/rest/RestBountyApi'
import { reportingApi } from '../../../src/adapters/rest/reportingApi'
import { type BountySnapshot, BountyViews } from '../../../src/domain/bounty/BountyViews'
import { FinalBountyViews } from '../../../src/domain/bounty/FinalBountyViews'
import type { GameRound } from '../../../src/domain/bounty/GameRound'
import { bigintJson } from '../../../src/server/http/bigintJson'
import { bountyAnswers } from '../../../src/server/routes/bountyAnswers'
import { AURA, account, DAY, player, START, TERMS, USDT } from '../../domain/bounty/bountyArbitraries'
import { MiningEventLog } from '../../domain/mining/miningEvents'

const SEED = `0x${'5e'.repeat(32)}`
const DISTRIBUTOR = '0x00000000000000000000000000000000000000e9'

const round = (who: number, time: number, gameType: 2 | 5, bet: bigint, token = USDT): GameRound => ({
  chainId: 128,
  txHash: `0x${time.toString(16).padStart(64, '0')}`,
  logIndex: 0,
  blockNumber: time - START,
  time,
  player: player(who),
  gameType,
  token,
  bet,
  round: BigInt(time),
})
const bind = (invitee: number, inviter: number, time: number) => ({
  kind: 'invitationBound' as const,
  invitee: account(invitee),
  inviter: account(inviter),
  time,
})

/** Account 0 invites 1 and 2, 1 invites 3; they play both games; one draw revealed, one void, one open. */
function snapshot(now = START + 2 * DAY + 3_600): BountySnapshot {
  const mining = new MiningEventLog().poolAdded(START, 100n, AURA).option(START, 0, 10_000)
  mining.deposit(START, account(1), 10n ** 18n, 0, 10_000)
  return {
    terms: TERMS,
    bindings: [bind(1, 0, START), bind(2, 0, START), bind(3, 1, START)],
    rounds: [
      round(1, START + 100, 2, 3n * 10n ** 18n),
      round(2, START + 200, 5, 2n * 10n ** 18n),
      round(3, START + 300, 2, 10n ** 18n),
      round(1, START + DAY, 5, 10n ** 18n),
    ],
    miningEvents: mining.events,
    draws: [
      { drawId: 1n, token: AURA, closeTime: START + DAY / 2, prizes: [7n, 5n], seed: SEED },
      { drawId: 2n, token: AURA, closeTime: START + DAY + 10, prizes: [3n], void: true },
      { drawId: 3n, token: AURA, closeTime: START + 3 * DAY, prizes: [11n, 4n] },
    ],
    now,
    prices: new Map([[USDT, { numerator: 1n, denominator: 10n ** 12n }]]),
    symbols: new Map([[AURA, 'AURA']]),
  }
}

/**
 * A fetch serving BountyViews' answers as the server sends them (in the wire names of bountyAnswers, bigintJson in the
 * envelope) by path and query, and recording the URLs asked: RestBountyApi must give back exactly what BountyViews
 * returned (the contract between the server and the clients).
 */
function viewsFetch(views: BountyViews, final = new FinalBountyViews(views, views)) {
  const asked: string[] = []
  const routes: [RegExp, (match: RegExpMatchArray, query: URLSearchParams) => unknown][] = [
    [/^\/api\/get-ext-lp-panel\/(0x\w+)$/, (m) => bountyAnswers.extLpPanel(final.extLpPanel(m[1]!))],
    [/^\/api\/player-invite-task\/4\/(0x\w+)$/, (m) => bountyAnswers.inviteTasks(final.inviteTasks(m[1]!))],
    [/^\/api\/player-invite-task-succ\/(\d+)\/(0x\w+)$/, () => null],
    [
      /^\/api\/player\/offer-daily-reward\/(0x\w+)\/([123])$/,
      (m) => bountyAnswers.dailyReward(final.dailyReward(m[1]!, Number(m[2]) as 1)),
    ],
    [
      /^\/api\/player\/direct-game-reward-total\/(0x\w+)$/,
      (m) => bountyAnswers.directGameRewardTotal(final.directGameRewardTotal(m[1]!)),
    ],
    [
      /^\/api\/player\/node-game-task-state\/(0x\w+)$/,
      (m) => bountyAnswers.nodeGameTaskState(views.nodeGameTaskState(m[1]!)),
    ],
    [
      /^\/api\/player\/spread-referrer-data\/(0x\w+)$/,
      (m, q) =>
        bountyAnswers.spreadReferrerData(
          views.spreadReferrerData(m[1]!, Number(q.get('page')), Number(q.get('gameType')) as 0),
        ),
    ],
    [
      /^\/api\/player\/spread-team-promotion-data\/(0x\w+)$/,
      (m, q) =>
        bountyAnswers.spreadTeamPromotionData(
          views.spreadTeamPromotionData(m[1]!, Number(q.get('page')), Number(q.get('year')), Number(q.get('month'))),
        ),
    ],
    [
      /^\/api\/(draw-lp-ext-reward|player\/do-spread-reward-withdrawal)\/(0x\w+)(\/inviter|\/top)?$/,
      (m) => ({
        pool_contract_address: DISTRIBUTOR,
        account: m[2],
        tokens: [AURA],
        amounts: ['12000000000000000000'],
        deadline: 1_900_000_000,
        signature: `0x${'11'.repeat(65)}`,
      }),
    ],
  ]
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = new URL(String(input))
    asked.push(`${url.pathname}${url.search}`)
    for (const [pattern, answer] of routes) {
      const match = url.pathname.match(pattern)
      if (match) return new Response(bigintJson({ code: 0, msg: 'ok', data: answer(match, url.searchParams) }))
    }
    return new Response(JSON.stringify({ code: 404, msg: 'Not found' }))
  }) as typeof fetch
  return { fetchImpl, asked }
}

describe('RestBountyApi', () => {
  const views = new BountyViews(snapshot())
  // the final head before the last midnight: the second day's credits are pending
  const final = new FinalBountyViews(views, new BountyViews(snapshot(START + 2 * DAY - 60)))
  const me = account(0)

  it('gives back exactly what the server answered, wei as bigint, on the spec’s paths with the chain', async () => {
    const { fetchImpl, asked } = viewsFetch(views, final)
    const api = new RestBountyApi('http://api.test', fetchImpl)
    const panel = await api.extLpPanel(56, me)
    expect(panel).toEqual(final.extLpPanel(me))
    expect(panel.drawn.length + panel.notDrawn.length).toBe(2)
    expect(panel.lpPending.length).toBeGreaterThan(0) // the pending figures make the trip too
    expect(await api.inviteTasks(56, me)).toEqual(final.inviteTasks(me))
    for (const tab of [1, 2, 3] as const) expect(await api.dailyReward(56, me, tab)).toEqual(final.dailyReward(me, tab))
    expect((await api.dailyReward(56, me, 2)).rewards[0]!.pending).toBeGreaterThan(0n)
    expect(await api.directGameRewardTotal(56, me)).toEqual(final.directGameRewardTotal(me))
    expect(await api.nodeGameTaskState(56, me)).toEqual(views.nodeGameTaskState(me))
    for (const gameType of [0, 2, 5] as const) {
      const page = await api.referrers(56, me, 1, gameType)
      expect({ list: page.list, count: page.count }).toEqual(views.spreadReferrerData(me, 1, gameType))
    }
    const team = await api.teamPromotion(56, me, 1, 2026, 11)
    expect(team.list.length).toBeGreaterThan(0)
    expect({ list: team.list, count: team.count }).toEqual(views.spreadTeamPromotionData(me, 1, 2026, 11))
    expect(asked).toContain(`/api/get-ext-lp-panel/${me}?chainId=56`)
    expect(asked).toContain(`/api/player/offer-daily-reward/${me}/2?chainId=56`)
    expect(asked).toContain(`/api/player/spread-referrer-data/${me}?page=1&gameType=5&chainId=56`)
    expect(asked).toContain(`/api/player/spread-team-promotion-data/${me}?page=1&year=2026&month=11&chainId=56`)
  })

  it('asks the two voucher routes and the invite-task receipt, and reads the voucher', async () => {
    const { fetchImpl, asked } = viewsFetch(views)
    const api = new RestBountyApi('http://api.test', fetchImpl)
    const voucher = await api.drawLpExtReward(128, me)
    expect(voucher).toMatchObject({ chainId: 128, distributor: DISTRIBUTOR, totalRewards: [12n * 10n ** 18n] })
    await api.spreadRewardWithdrawal(128, me, 'top')
    await api.receiveInviteTask(128, me, 3)
    expect(asked).toEqual([
      `/api/draw-lp-ext-reward/${me}?chainId=128`,
      `/api/player/do-spread-reward-withdrawal/${me}/top?chainId=128`,
      `/api/player-invite-task-succ/3/${me}?chainId=128`,
    ])
  })

  it('says whether more rows follow a page (10 a page)', async () => {
    const rows = Array.from({ length: 11 }, (_, i) => ({
      Bets: '1',
      Token: AURA,
      EqU: null,
      DayStr: `2025-11-${i + 1}`,
    }))
    const fetchImpl = (async () =>
      new Response(
        JSON.stringify({ code: 0, msg: 'ok', data: { list: rows.slice(0, 10), count: 11 } }),
      )) as typeof fetch
    const api = new RestBountyApi('http://api.test', fetchImpl)
    expect(await api.teamPromotion(128, me, 1, 2025, 11)).toMatchObject({ page: 1, count: 11, hasMore: true })
    expect(await api.teamPromotion(128, me, 2, 2025, 11)).toMatchObject({ page: 2, hasMore: false })
  })

  it('reports a refused request once, with the server’s message', async () => {
    const fetchImpl = (async () =>
      new Response(JSON.stringify({ code: 400, msg: 'gameType must be 0, 2 or 5' }))) as typeof fetch
    const reported: string[] = []
    const api = reportingApi(new RestBountyApi('http://api.test', fetchImpl), (m) => reported.push(m))
    await expect(api.referrers(128, me, 1, 0)).rejects.toMatchObject({ code: 400 })
    expect(reported).toEqual(['gameType must be 0, 2 or 5'])
  })
})
