import { ApiError } from '../../domain/errors/ApiError'
import type { TitleTier } from '../../domain/season/awardTitles'
import { SEASON_PROGRAMME } from '../../domain/season/seasonSettlement'
import type { SeasonClaimsApi, SettlementView } from '../../ports/SeasonClaimsApi'
import { RestEndpoint } from './RestEndpoint'

interface SettlementJson {
  season: number
  end_time: number
  block: number
  credits: { key: string; account: string; token: string; amount: string }[]
  titles: { account: string; tiers: TitleTier[] }[]
  funds: { token: string; fund: string; paid: string }[]
  bindings: {
    invitee: string
    inviter: string
    time: number
    chain_id: number | null
    expires: number | null
    signature: string
  }[]
}

/** The title voucher and settlement endpoints over HTTP: the spec's snake_case JSON to typed values. */
export class RestSeasonClaimsApi extends RestEndpoint implements SeasonClaimsApi {
  async settlement(chainId: number, season: number): Promise<SettlementView | undefined> {
    let data: SettlementJson
    try {
      data = (await this.get(`/api/get-season-settlement/${season}?chainId=${chainId}`)) as SettlementJson
    } catch (error) {
      if (error instanceof ApiError && error.code === 404) return undefined
      throw error
    }
    return {
      season: data.season,
      endTime: data.end_time,
      block: data.block,
      credits: data.credits.map((c) => ({ programme: SEASON_PROGRAMME, ...c, amount: BigInt(c.amount) })),
      titles: new Map(data.titles.map((t) => [t.account, t.tiers])),
      funds: data.funds.map((f) => ({ token: f.token, fund: BigInt(f.fund), paid: BigInt(f.paid) })),
      bindings: data.bindings.map((b) => ({
        invitee: b.invitee.toLowerCase(),
        inviter: b.inviter.toLowerCase(),
        time: b.time,
        chainId: b.chain_id ?? undefined,
        expiresAt: b.expires ?? undefined,
        signature: b.signature,
      })),
    }
  }
}
