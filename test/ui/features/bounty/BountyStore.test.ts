import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { BountyService } from '../../../../src/domain/bounty/BountyService'
import { MiningService } from '../../../../src/domain/mining/MiningService'
import type { InviteTaskView, ReferrerItemView } from '../../../../src/ports/BountyApi'
import { BountyStore } from '../../../../src/ui/features/bounty/BountyStore'
import { NoticeStore } from '../../../../src/ui/stores/NoticeStore'
import { abiCalls } from '../../../doubles/AbiCalls'
import { flushPromises } from '../../../doubles/flushPromises'
import { InMemoryBountyApi } from '../../../doubles/InMemoryBountyApi'
import { InMemoryGasEstimator } from '../../../doubles/InMemoryGasEstimator'
import { InMemoryTransactionSubmitter } from '../../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../../doubles/ManualBlockTime'
import { ManualClock } from '../../../doubles/ManualClock'
import { ACCOUNT, E18, OTHER, seasonSessionDouble, t } from '../season/seasonFixtures'

const AURA = '0x00000000000000000000000000000000000000f1'
const DISTRIBUTOR = '0x00000000000000000000000000000000000000d1'
const friend = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

const referrer = (n: number, gameType: 2 | 5): ReferrerItemView => ({
  address: friend(n),
  games: n,
  gameType,
  bets: BigInt(n) * E18,
  token: AURA,
  weight: BigInt(n) * E18,
})

const VOUCHER = {
  chainId: 128,
  distributor: DISTRIBUTOR,
  account: ACCOUNT,
  tokens: [AURA],
  totalRewards: [2n * E18],
  deadline: 1_900_000_000,
  signature: `0x${'11'.repeat(32)}${'22'.repeat(32)}1b`,
}

const completedTask: InviteTaskView = {
  id: 1,
  description: 'Invite 1 friend(s) who play a game',
  reward: { token: AURA, amount: 5n * E18 },
  invites: 1,
  complete: true,
  missingFriends: 0,
  received: false,
  pending: false,
}

function setup() {
  // 2026-11-24 12:00 UTC
  const clock = new ManualClock(Date.UTC(2026, 10, 24, 12))
  const api = new InMemoryBountyApi()
  const submitter = new InMemoryTransactionSubmitter()
  const { session, state, settle } = seasonSessionDouble()
  const notices = new NoticeStore(clock)
  const bounty = new BountyService(
    api,
    { paidOf: async (_chainId, _distributor, _account, tokens) => tokens.map(() => 0n) },
    new MiningService(abiCalls, new InMemoryGasEstimator(), submitter, new ManualBlockTime()),
  )
  const store = new BountyStore(session, bounty, clock, notices, t)
  return { clock, api, submitter, state, settle, notices, store }
}

const only = (calls: string[], name: string) => calls.filter((call) => call.startsWith(name))

describe('BountyStore (/jianghuOrder)', () => {
  it('reads the figures, the referrer table and this month’s team promotion for the connected account', async () => {
    const { store, api } = setup()
    api.referrerRows = [referrer(1, 2), referrer(2, 5)]
    api.teamRows.set('2026-11', [{ bets: 3n * E18, token: AURA, usdtValue: 6n * E18, day: '2026-11-24' }])
    const stop = store.watch()
    await flushPromises()
    expect(store.status?.node.total).toBe(3)
    expect(store.referrers.rows.map((row) => row.address)).toEqual([friend(1), friend(2)])
    expect(store.team.rows.map((row) => row.day)).toEqual(['2026-11-24'])
    expect(only(api.calls, 'teamPromotion')).toEqual([`teamPromotion:128:${ACCOUNT}:1:2026-11`])
    stop()
  })

  it('starts the tables again from page 1 on a tab change, a game-type filter or a month', async () => {
    const { store, api } = setup()
    api.referrerRows = Array.from({ length: 15 }, (_, i) => referrer(i + 1, i % 2 === 0 ? 2 : 5))
    const stop = store.watch()
    await flushPromises()
    await store.referrers.more()
    expect([store.referrers.page, store.referrers.rows.length]).toEqual([2, 15])

    store.setTab('dailyPromotion')
    await flushPromises()
    expect([store.referrers.page, store.referrers.rows.length]).toEqual([1, 10])

    store.setGameType(5)
    await flushPromises()
    expect(store.referrers.rows.every((row) => row.gameType === 5)).toBe(true)
    expect(store.referrers.rows).toHaveLength(7)
    expect(only(api.calls, 'referrers').at(-1)).toBe(`referrers:128:${ACCOUNT}:1:5`)

    store.setMonth('2026-13') // not a month: ignored
    store.setMonth('2026-10')
    await flushPromises()
    expect(only(api.calls, 'teamPromotion').at(-1)).toBe(`teamPromotion:128:${ACCOUNT}:1:2026-10`)
    stop()
  })

  it('reads everything again for another account, and nothing without one', async () => {
    const { store, api, state } = setup()
    const stop = store.watch()
    await flushPromises()
    state.account = OTHER
    await flushPromises()
    expect(only(api.calls, 'nodeGameTaskState')).toEqual([
      `nodeGameTaskState:128:${ACCOUNT}`,
      `nodeGameTaskState:128:${OTHER}`,
    ])
    const before = api.calls.length
    state.account = undefined
    await flushPromises()
    expect(store.status).toBeUndefined()
    expect(api.calls).toHaveLength(before)
    stop()
  })

  it('keeps the receive buttons grey at 0: nothing is asked or sent', async () => {
    const { store, api, submitter } = setup()
    await store.refresh()
    for (const tab of ['lpTask', 'dailyPromotion', 'prizes'] as const) {
      expect(store.claimable(tab)).toBe(0n)
      await store.claim(tab)
    }
    expect(only(api.calls, 'drawLpExtReward')).toEqual([])
    expect(only(api.calls, 'spreadRewardWithdrawal')).toEqual([])
    expect(submitter.submitted).toEqual([])
  })

  it('claims the LP task: the voucher sent to the distributor, then "Withdrawal success" for 2 s', async () => {
    const { store, api, submitter, settle, notices, clock } = setup()
    api.panel = { ...api.panel, lpReceivable: [{ token: AURA, sum: 2n * E18 }] }
    api.voucher = VOUCHER
    await store.refresh()
    expect(store.claimable('lpTask')).toBe(2n * E18)
    const claiming = store.claim('lpTask')
    await flushPromises()
    expect(store.claiming).toBe('lpExt')
    expect(submitter.submitted.map((sent) => sent.request.to)).toEqual([DISTRIBUTOR])
    settle(`0x${'1'.padStart(64, '0')}`, 'confirmed')
    await claiming
    expect(store.claiming).toBeUndefined()
    expect(notices.notice).toMatchObject({ kind: 'success', text: 'Withdrawal success' })
    await clock.advance(2000)
    expect(notices.notice).toBeUndefined()
    expect(only(api.calls, 'drawLpExtReward')).toEqual([`drawLpExtReward:128:${ACCOUNT}`])
  })

  it('counts each button at most what the distributor has not paid: after a claim paid them, every button is grey', async () => {
    const { store, api } = setup()
    api.panel = { ...api.panel, lpReceivable: [{ token: AURA, sum: 2n * E18 }] }
    api.directTotals = [{ id: 1, gameType: 2, ratioBps: 5_000, token: AURA, sum: 3n * E18, pending: 0n }]
    api.unpaid.set(AURA, 4n * E18) // a claim before paid all but 4 AURA of the 5 credited
    await store.refresh()
    expect(only(api.calls, 'unpaidReward')).toEqual([`unpaidReward:128:${ACCOUNT}:${AURA}`])
    expect(store.claimable('lpTask')).toBe(2n * E18)
    expect(store.claimable('dailyPromotion')).toBe(3n * E18)
    api.unpaid.set(AURA, E18)
    await store.refresh()
    expect(store.claimable('lpTask')).toBe(E18)
    expect(store.claimable('dailyPromotion')).toBe(E18)
    api.unpaid.set(AURA, 0n) // the voucher paid the token's whole cumulative total
    await store.refresh()
    for (const tab of ['lpTask', 'dailyPromotion', 'prizes'] as const) expect(store.claimable(tab)).toBe(0n)
  })

  it('counts a received task in the daily promotion button, and only the account’s own prizes in the prize button', async () => {
    const { store, api, settle, notices } = setup()
    api.tasks = [{ ...completedTask, received: true }]
    const seed = `0x${'5e'.repeat(32)}`
    const won = [
      { address: ACCOUNT, prize: 7n * E18 },
      { address: OTHER, prize: 3n * E18 },
    ]
    api.panel = {
      ...api.panel,
      drawn: [{ drawId: 1n, token: AURA, closeTime: 1, seed, winners: won, pending: false }],
    }
    await store.refresh()
    expect(store.claimable('dailyPromotion')).toBe(5n * E18)
    expect(store.claimable('prizes')).toBe(7n * E18)
    api.voucher = { ...VOUCHER, totalRewards: [7n * E18] }
    const claiming = store.claim('prizes')
    await flushPromises()
    expect(only(api.calls, 'spreadRewardWithdrawal')).toEqual([`spreadRewardWithdrawal:128:${ACCOUNT}:top`])
    settle(`0x${'1'.padStart(64, '0')}`, 'failed')
    await claiming
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'Withdrawal failed' })
  })

  it('receives a completed invite task once; receiving it again says it was received', async () => {
    const { store, api, notices } = setup()
    api.tasks = [completedTask, { ...completedTask, id: 2, invites: 3, complete: false, missingFriends: 2 }]
    await store.refresh()
    await store.receiveTask(1)
    expect(notices.notice).toMatchObject({ kind: 'success' })
    expect(store.status?.tasks.find((task) => task.id === 1)?.received).toBe(true)
    await store.receiveTask(1)
    await store.receiveTask(2)
    expect(notices.notice).toMatchObject({ kind: 'error', text: t('bounty.error.taskNotComplete') })
    expect(only(api.calls, 'receiveInviteTask')).toEqual([`receiveInviteTask:128:${ACCOUNT}:1`])
  })

  it('reads again at each new block while a figure is pending, never while all are final (issue 26)', async () => {
    const { store, api, state } = setup()
    const stop = store.watch()
    await flushPromises()
    const reads = () => only(api.calls, 'extLpPanel').length
    const before = reads()
    runInAction(() => (state.blockNumber = 10))
    runInAction(() => (state.blockNumber = 11))
    await flushPromises()
    expect(reads()).toBe(before) // nothing pending: the blocks change nothing here

    api.tasks = [{ ...completedTask, complete: false, pending: true }]
    await store.refresh()
    expect(store.hasPending).toBe(true)
    const pendingReads = reads()
    runInAction(() => (state.blockNumber = 12))
    await flushPromises()
    expect(reads()).toBeGreaterThan(pendingReads)
    // the task's blocks are final now: it can be received, and the blocks stop the reads again
    api.tasks = [completedTask]
    runInAction(() => (state.blockNumber = 13))
    await flushPromises()
    expect(store.hasPending).toBe(false)
    expect(store.status?.tasks[0]?.complete).toBe(true)
    const settled = reads()
    runInAction(() => (state.blockNumber = 14))
    await flushPromises()
    expect(reads()).toBe(settled)
    stop()
  })

  it('says a task complete in blocks not final yet is pending, and receives nothing', async () => {
    const { store, api, notices } = setup()
    api.tasks = [{ ...completedTask, complete: false, pending: true }]
    await store.refresh()
    await store.receiveTask(1)
    expect(notices.notice).toMatchObject({ kind: 'error', text: t('bounty.error.taskPending') })
    expect(only(api.calls, 'receiveInviteTask')).toEqual([])
  })
})
