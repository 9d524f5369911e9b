import type { MiningApi } from '../../ports/MiningApi'
import type { RewardsPaid } from '../../ports/RewardsPaid'
import type { RewardClaimTarget, RewardTokenInfo } from './checkRewardVoucher'
import { type ClaimedVoucher, claimRewardVoucher } from './claimRewardVoucher'
import type { MiningService } from './MiningService'

/** A mining reward withdrawal as a person asks for it: who, where, and which pool's reward token. */
export interface RewardClaimOrder {
  readonly target: RewardClaimTarget
  readonly rewardToken: string
  readonly tokenInfo: RewardTokenInfo
}

/**
 * LP mining's reward withdrawal (spec section 4, `draw-reward`), for `fomo mining claim` and `/bankIncome`'s Withdraw:
 * the server's cumulative voucher for the reward token, checked against the account, the chain and the chain's
 * distributor, what the distributor already paid read from the chain, then the claim (noIncomeW when it would pay
 * nothing). Nothing is sent for a voucher that fails its check.
 */
export class RewardClaimAction {
  constructor(
    private readonly vouchers: Pick<MiningApi, 'drawReward'>,
    readonly paid: RewardsPaid,
    readonly mining: Pick<MiningService, 'claim'>,
  ) {}

  /** @throws VoucherMismatchError; NoIncomeError; WithdrawalFailedError; the API's failure to sign. */
  async claim(order: RewardClaimOrder): Promise<ClaimedVoucher> {
    const { target } = order
    const voucher = await this.vouchers.drawReward(target.chainId, target.account.toLowerCase(), order.rewardToken)
    return claimRewardVoucher(this, target, voucher, order.tokenInfo)
  }
}
