import type { SignedRewardVoucher } from '../../src/domain/mining/rewardVoucher'
import type {
  CurrentRegularView,
  LockOptionView,
  MiningApi,
  MiningPoolView,
  RewardAmountView,
} from '../../src/ports/MiningApi'

/** A MiningApi double: answers what the test set, records every call (`name:args`); `failWith` makes every call throw. */
export class InMemoryMiningApi implements MiningApi {
  readonly calls: string[] = []
  pools_: { all: MiningPoolView[]; personal: MiningPoolView[]; totalLockedUsdt: number } = {
    all: [],
    personal: [],
    totalLockedUsdt: 0,
  }
  options: LockOptionView[] = []
  position: CurrentRegularView = { currentNow: 0n, currentUsd: null, regularList: [] }
  reward: RewardAmountView = {
    totalReward: 0n,
    earned: 0n,
    miningEarned: 0n,
    credited: 0n,
    paid: 0n,
    pending: 0n,
    block: 1,
    time: 1,
  }
  voucher: SignedRewardVoucher | undefined = undefined
  failWith: Error | undefined = undefined

  async pools(chainId: number, account: string, personalOnly: boolean) {
    this.record(`pools:${chainId}:${account}:${personalOnly}`)
    const { all, personal, totalLockedUsdt } = this.pools_
    return { totalLockedUsdt, list: personalOnly ? personal : all }
  }

  async lockConfig(chainId: number, lpToken: string) {
    this.record(`lockConfig:${chainId}:${lpToken}`)
    return this.options
  }

  async currentRegular(chainId: number, account: string, lpToken: string) {
    this.record(`currentRegular:${chainId}:${account}:${lpToken}`)
    return this.position
  }

  async rewardAmount(chainId: number, account: string, rewardToken: string) {
    this.record(`rewardAmount:${chainId}:${account}:${rewardToken}`)
    return this.reward
  }

  async drawReward(chainId: number, account: string, rewardToken: string) {
    this.record(`drawReward:${chainId}:${account}:${rewardToken}`)
    if (!this.voucher) throw new Error('No income to be withdrawn')
    return this.voucher
  }

  private record(call: string): void {
    this.calls.push(call)
    if (this.failWith) throw this.failWith
  }
}
