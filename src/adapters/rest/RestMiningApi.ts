import type { SignedRewardVoucher } from '../../domain/mining/rewardVoucher'
import type {
  CurrentRegularView,
  LockOptionView,
  MiningApi,
  MiningPoolView,
  RewardAmountView,
} from '../../ports/MiningApi'
import { type Json, numberOrNull } from './jsonValues'
import { RestEndpoint } from './RestEndpoint'
import { signedRewardVoucherOf } from './signedRewardVoucherOf'

/** The mining endpoints over HTTP: the spec's snake_case JSON (amounts as decimal strings) to typed values. */
export class RestMiningApi extends RestEndpoint implements MiningApi {
  async pools(chainId: number, account: string, personalOnly: boolean) {
    const path = `/api/get-addr-lp/${account}?chainId=${chainId}&switchPersonal=${personalOnly ? 'yes' : 'no'}`
    const data = (await this.get(path)) as { total_locked_usdt: number; list: Json[] }
    const list: MiningPoolView[] = data.list.map((item) => ({
      lpToken: String(item.lp_token),
      token: String(item.token),
      rewardToken: String(item.reward_token),
      rewardSymbol: String(item.reward_symbol),
      pledgeAmount: BigInt(String(item.pledge_amount)),
      tvlUsdt: numberOrNull(item.tvl_usdt),
      totalReward: BigInt(String(item.total_reward)),
      dailyOutput: BigInt(String(item.daily_output)),
      apr: numberOrNull(item.apr),
      apy: numberOrNull(item.apy),
      flowMining: item.flow_mining === true,
      shutDown: item.shut_down === true,
      myPledge: BigInt(String(item.my_pledge)),
      income: BigInt(String(item.income)),
    }))
    return { totalLockedUsdt: Number(data.total_locked_usdt), list }
  }

  async lockConfig(chainId: number, lpToken: string): Promise<LockOptionView[]> {
    const data = (await this.get(`/api/lp-config-info?token=${lpToken}&chainId=${chainId}`)) as Json[]
    return data.map((item) => ({
      duration: Number(item.duration),
      day: Number(item.day),
      weight: Number(item.weight),
      apr: numberOrNull(item.apr),
      apy: numberOrNull(item.apy),
      energyRatio: Number(item.energy_ratio),
      lpPriceUsd: numberOrNull(item.lp_price_in_usd),
    }))
  }

  async currentRegular(chainId: number, account: string, lpToken: string): Promise<CurrentRegularView> {
    const data = (await this.get(`/api/get-lp-current-regular/${account}?token=${lpToken}&chainId=${chainId}`)) as {
      current_now: unknown
      current_us: unknown
      regular_list: Json[]
    }
    return {
      currentNow: BigInt(String(data.current_now)),
      currentUsd: numberOrNull(data.current_us),
      regularList: data.regular_list.map((lock) => ({
        lockId: String(lock.lock_id),
        duration: Number(lock.duration),
        weight: Number(lock.weight),
        apy: numberOrNull(lock.apy),
        amount: BigInt(String(lock.amount)),
        unlockTime: Number(lock.unlock_time),
        matured: lock.matured === true,
      })),
    }
  }

  async rewardAmount(chainId: number, account: string, rewardToken: string): Promise<RewardAmountView> {
    const data = (await this.get(
      `/api/get-lp-reward-amount/${account}?token=${rewardToken}&chainId=${chainId}`,
    )) as Json
    return {
      totalReward: BigInt(String(data.total_reward)),
      earned: BigInt(String(data.earned)),
      miningEarned: BigInt(String(data.mining_earned ?? data.earned)),
      credited: BigInt(String(data.credited ?? 0)),
      paid: BigInt(String(data.paid)),
      pending: BigInt(String(data.pending_reward ?? 0)),
      block: Number(data.block),
      time: Number(data.time),
    }
  }

  async drawReward(chainId: number, account: string, rewardToken: string): Promise<SignedRewardVoucher> {
    const data = (await this.get(`/api/draw-lp-reward/${account}/${rewardToken}?chainId=${chainId}`)) as Json
    return signedRewardVoucherOf(chainId, data)
  }
}
