import { observable, runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { rankDirectors } from '../../../../src/domain/leaderboard/rankDirectors'
import type { LeaderboardApi, NameListView } from '../../../../src/ports/LeaderboardApi'
import { LeaderboardStore } from '../../../../src/ui/features/leaderboard/LeaderboardStore'

const account = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const PAGE = 20

/** The server's paging over a snapshot ranked by the domain; `snapshotTime` moves when a new day is cut. */
class SnapshotApi implements LeaderboardApi {
  snapshotTime = 1_000
  calls: [number, number][] = []
  constructor(public vouchers: Map<string, bigint>) {}

  async nameList(chainId: number, page: number): Promise<NameListView> {
    this.calls.push([chainId, page])
    const rows = rankDirectors(this.vouchers)
    return {
      timeZone: 'UTC',
      day: '2024-05-31',
      snapshotTime: this.snapshotTime,
      directorSeats: 51,
      directorsProfitShareBps: 7_000,
      page,
      pageSize: PAGE,
      count: rows.length,
      list: rows
        .slice((page - 1) * PAGE, page * PAGE)
        .map((row) => ({ rank: row.rank, address: row.account, status: row.status, voucher: row.voucher })),
    }
  }
}

describe('LeaderboardStore', () => {
  const vouchers = new Map(Array.from({ length: 45 }, (_, i) => [account(i + 1), BigInt(100 - i)]))

  it('loads the first page, appends the next with look more, stops at the end and marks the account', async () => {
    const api = new SnapshotApi(vouchers)
    const session = observable({ chainId: 128, account: `0x${account(3).slice(2).toUpperCase()}` })
    const store = new LeaderboardStore(api, session)
    const stop = store.watch()
    await expect.poll(() => store.rows.length).toBe(20)
    expect(store.hasMore).toBe(true)
    await store.more()
    await store.more()
    expect(store.rows.map((row) => row.rank)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1))
    expect(store.hasMore).toBe(false)
    await store.more()
    expect(api.calls).toEqual([
      [128, 1],
      [128, 2],
      [128, 3],
    ])
    expect(store.rows.filter((row) => store.isMine(row)).map((row) => row.rank)).toEqual([3])
    stop()
  })

  it('starts again from page 1 when a new day’s snapshot arrives mid-paging, and on a change of chain', async () => {
    const api = new SnapshotApi(vouchers)
    const session = observable({ chainId: 128, account: undefined as string | undefined })
    const store = new LeaderboardStore(api, session)
    const stop = store.watch()
    await expect.poll(() => store.rows.length).toBe(20)
    api.snapshotTime = 1_000 + 86_400
    api.vouchers = new Map([[account(99), 5n]])
    await store.more()
    expect(store.rows.map((row) => row.address)).toEqual([account(99)])
    expect(store.view?.snapshotTime).toBe(1_000 + 86_400)
    runInAction(() => {
      session.chainId = 56
    })
    await expect.poll(() => api.calls.at(-1)).toEqual([56, 1])
    expect(store.rows.some((row) => store.isMine(row))).toBe(false)
    stop()
  })
})
