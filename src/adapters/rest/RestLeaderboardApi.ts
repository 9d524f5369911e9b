import type { LeaderboardApi, NameListView } from '../../ports/LeaderboardApi'
import { RestEndpoint } from './RestEndpoint'

/** The leaderboard endpoint over HTTP: the spec's snake_case JSON (vouchers as decimal strings) to typed values. */
export class RestLeaderboardApi extends RestEndpoint implements LeaderboardApi {
  async nameList(chainId: number, page: number): Promise<NameListView> {
    const path = `/api/get-name-list?chainId=${chainId}&page=${page}`
    const data = (await this.get(path)) as Record<string, unknown>
    const list = data.list as Record<string, unknown>[]
    return {
      timeZone: String(data.timezone),
      day: data.day === null ? null : String(data.day),
      snapshotTime: data.snapshot_time === null ? null : Number(data.snapshot_time),
      directorSeats: Number(data.director_seats),
      directorsProfitShareBps: Number(data.directors_profit_share_bps),
      page: Number(data.page),
      pageSize: Number(data.page_size),
      count: Number(data.count),
      list: list.map((row) => ({
        rank: Number(row.rank),
        address: String(row.address),
        status: row.status === 'director' ? 'director' : 'candidate',
        voucher: BigInt(String(row.voucher)),
      })),
    }
  }
}
