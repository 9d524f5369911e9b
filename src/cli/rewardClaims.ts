import { type RewardClaimTarget, rewardTokenInfo } from '../domain/mining/checkRewardVoucher'
import type { ClaimedVoucher } from '../domain/mining/claimRewardVoucher'
import type { ChainSession } from './compositionRoot'

/**
 * What `fomo mining claim` and `fomo bounty claim` claim with: the account on the session's chain, the distributor its
 * deployment record names (a voucher for any other is refused), and the session's tokens for the summary.
 */
export function rewardClaimOf(session: ChainSession, account: string) {
  const target: RewardClaimTarget = {
    chainId: session.config.chainId,
    account,
    distributor: session.record.contracts.rewardDistributor,
  }
  return { target, tokenInfo: rewardTokenInfo(session.tokens) }
}

/** The JSON result of a voucher sent: the hash, the voucher's tokens and totals, and what was paid before it. */
export function claimedResult({ submitted, voucher, paidBefore }: ClaimedVoucher) {
  return { hash: submitted.hash, tokens: voucher.tokens, totals: voucher.totalRewards, paidBefore }
}
