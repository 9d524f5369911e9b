import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import type { FriendView, InviteSumPage } from '../../../../src/ports/SeasonApi'
import { FriendsStore } from '../../../../src/ui/features/season/FriendsStore'
import { flushPromises } from '../../../doubles/flushPromises'
import { ACCOUNT, OTHER, seasonParts } from './seasonFixtures'

const friend = (n: number): FriendView => ({
  relatedAddr: `0x${n.toString(16).padStart(40, '0')}`,
  pledgeDay: null,
  pledgeAmount: BigInt(n),
  amount: BigInt(n * 10),
  lockType: null,
  tradingVolume: null,
})
const page = (number: number, hasMore: boolean, ...rows: number[]): InviteSumPage => ({
  page: number,
  count: 3,
  hasMore,
  topPlayerName: friend(1).relatedAddr,
  directCount: 3,
  totalRewardList: [],
  list: rows.map(friend),
})
const shown = (store: FriendsStore) => store.list.rows.map((row) => Number(row.pledgeAmount))

describe('FriendsStore (invitation details: tab change resets to page 1, look more)', () => {
  it('pages the direct friends, and each tab change starts again from page 1', async () => {
    const { session, api } = seasonParts()
    api.friendPages = { 3: [page(1, true, 1, 2), page(2, false, 3)], 4: [page(1, false, 4)] }
    const store = new FriendsStore(session, api)
    const stop = store.watch()
    await flushPromises()
    expect([shown(store), store.list.hasMore, store.list.page]).toEqual([[1, 2], true, 1])
    await store.list.more()
    expect([shown(store), store.list.hasMore, store.list.page]).toEqual([[1, 2, 3], false, 2])

    store.setKind(4)
    await flushPromises()
    expect([shown(store), store.list.page]).toEqual([[4], 1])
    store.setKind(3)
    await flushPromises()
    expect([shown(store), store.list.page]).toEqual([[1, 2], 1])
    expect(api.calls).toEqual([
      `inviteSum:3:128:${ACCOUNT}:1`,
      `inviteSum:3:128:${ACCOUNT}:2`,
      `inviteSum:4:128:${ACCOUNT}:1`,
      `inviteSum:3:128:${ACCOUNT}:1`,
    ])
    stop()
  })

  it("drops a page that answers after the tab changed, so one tab's rows never show under the other", async () => {
    const { session, api } = seasonParts()
    api.friendPages = { 3: [page(1, true, 1, 2), page(2, false, 3)], 4: [page(1, false, 4)] }
    const store = new FriendsStore(session, api)
    const stop = store.watch()
    await flushPromises()
    const late = store.list.more() // page 2 of the direct friends, still on its way
    store.setKind(4)
    await late
    await flushPromises()
    expect([shown(store), store.list.page, store.kind]).toEqual([[4], 1, 4])
    stop()
  })

  it('starts again for another account, and shows nothing without one', async () => {
    const { session, state, api } = seasonParts()
    api.friendPages = { 3: [page(1, false, 1)] }
    const store = new FriendsStore(session, api)
    const stop = store.watch()
    await flushPromises()
    runInAction(() => (state.account = OTHER))
    await flushPromises()
    expect(api.calls.at(-1)).toBe(`inviteSum:3:128:${OTHER}:1`)
    runInAction(() => (state.account = undefined))
    await flushPromises()
    expect([store.list.rows, store.list.loaded, api.calls.length]).toEqual([[], false, 2])
    stop()
  })
})
