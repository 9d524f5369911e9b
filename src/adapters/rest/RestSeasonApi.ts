import { parseTitleState } from '../../domain/season/titleStatus'
import type {
  EnergyLogEntry,
  EnergyLogPage,
  FriendKind,
  FriendView,
  InviteSumPage,
  SeasonApi,
  SeasonDataView,
  SeasonRewardView,
  SignedTitleVoucher,
  TitleTier,
} from '../../ports/SeasonApi'
import { big, bigOrNull, type Json, numberOrNull, stringOrNull } from './jsonValues'
import { RestEndpoint } from './RestEndpoint'

const rewards = (value: unknown): SeasonRewardView[] =>
  Array.isArray(value)
    ? value.map((item: Json) => ({ token: String(item.nft_reward_token), reward: big(item.reward) }))
    : []

/** The season endpoints over HTTP: the spec's snake_case JSON (amounts as decimal strings) to typed values. */
export class RestSeasonApi extends RestEndpoint implements SeasonApi {
  async seasonData(chainId: number, account: string): Promise<SeasonDataView> {
    const data = (await this.get(`/api/get-season-data/${account}?chainId=${chainId}`)) as Json
    return {
      seasonNumber: Number(data.season_number),
      startTime: numberOrNull(data.start_time),
      endTime: numberOrNull(data.end_time),
      energy: big(data.energy),
      ownEnergy: big(data.own_energy),
      directEnergy: big(data.direct_energy),
      diffusedEnergy: big(data.diffused_energy),
      nft1Ask: bigOrNull(data.nft1_ask),
      nft2Ask: bigOrNull(data.nft2_ask),
      nft1State: parseTitleState(data.nft1_state),
      nft2State: parseTitleState(data.nft2_state),
      extendReward: numberOrNull(data.extend_reward),
      fund: Array.isArray(data.fund)
        ? data.fund.map((item: Json) => ({
            token: String(item.token),
            symbol: stringOrNull(item.symbol),
            amount: big(item.amount),
          }))
        : [],
      nft1BeforeSeasonRewardList: rewards(data.nft1_before_season_reward_list),
      nft2BeforeSeasonRewardList: rewards(data.nft2_before_season_reward_list),
      indexedTime: numberOrNull(data.indexed_time),
    }
  }

  async energyLog(chainId: number, account: string, page: number): Promise<EnergyLogPage> {
    const data = (await this.get(`/api/get-season-energy-log/${account}?chainId=${chainId}&page=${page}`)) as Json
    return {
      ...this.paging(data, page),
      parentName: stringOrNull(data.parent_name),
      oneselfSeasonEnergy: big(data.oneself_season_energy),
      list: (data.list as Json[]).map((item) => logEntry(item.content)),
    }
  }

  async inviteSum(chainId: number, account: string, kind: FriendKind, page: number): Promise<InviteSumPage> {
    const path = `/api/get-season-my-invite-sum/${kind}/${account}?chainId=${chainId}&page=${page}`
    const data = (await this.get(path)) as Json
    return {
      ...this.paging(data, page),
      topPlayerName: stringOrNull(data.top_player_name),
      directCount: Number(data.direct_count ?? 0),
      totalRewardList: rewards(data.total_reward_list),
      list: (data.list as Json[]).map(
        (item): FriendView => ({
          relatedAddr: String(item.related_addr),
          pledgeDay: numberOrNull(item.pledge_day),
          pledgeAmount: big(item.pledge_amount),
          amount: big(item.amount),
          lockType: stringOrNull(item.lockType ?? item.lock_type),
          tradingVolume: bigOrNull(item.trading_volume),
        }),
      ),
    }
  }

  async drawSeasonReward(chainId: number, account: string, tier: TitleTier): Promise<SignedTitleVoucher> {
    const data = (await this.get(`/api/draw-season-reward/${account}/${tier}?chainId=${chainId}`)) as Json
    return {
      nftContract: String(data.nft_contract_address),
      account: String(data.account),
      season: Number(data.season),
      tier: Number(data.tier) === 2 ? 2 : 1,
      deadline: Number(data.deadline),
      v: Number(data.v),
      r: String(data.r),
      s: String(data.s),
      signature: String(data.signature),
    }
  }

  /** The page asked, the row count and whether a later page holds more (the page size is the server's). */
  private paging(data: Json, page: number) {
    const count = Number(data.count ?? 0)
    const size = Number(data.page_size ?? (data.list as unknown[]).length)
    return { page: Number(data.page ?? page), count, hasMore: page * size < count }
  }
}

/** An energy log item's `content`, the JSON of its type and signed change amount; an unreadable one keeps its text. */
function logEntry(content: unknown): EnergyLogEntry {
  try {
    const parsed = JSON.parse(String(content)) as Json
    return {
      type: String(parsed.type),
      changeAmount: big(parsed.change_amount),
      season: numberOrNull(parsed.season),
      time: numberOrNull(parsed.time),
    }
  } catch {
    return { type: String(content), changeAmount: 0n, season: null, time: null }
  }
}
