import type { RewardsPaid } from '../../ports/RewardsPaid'
import type { Submitted } from '../../ports/TransactionSubmitter'
import { checkRewardVoucher, type RewardClaimTarget, type RewardTokenInfo } from './checkRewardVoucher'
import type { MiningService } from './MiningService'
import type { SignedRewardVoucher } from './rewardVoucher'

/** A voucher sent: the transaction, the voucher and what the distributor had paid before it, per voucher token. */
export interface ClaimedVoucher {
  readonly submitted: Submitted
  readonly voucher: SignedRewardVoucher
  readonly paidBefore: readonly bigint[]
}

/**
 * Sends a cumulative reward voucher the server signed (LP mining's and the bounty area's): checked against the
 * account, chain and distributor first, then what the chain's distributor already paid is read, then the claim
 * (MiningService.claim, which pays the difference once and refuses a voucher paying nothing).
 *
 * @throws VoucherMismatchError (nothing is read or sent); NoIncomeError; WithdrawalFailedError.
 */
export async function claimRewardVoucher(
  deps: { readonly paid: RewardsPaid; readonly mining: Pick<MiningService, 'claim'> },
  target: RewardClaimTarget,
  voucher: SignedRewardVoucher,
  tokenInfo: RewardTokenInfo,
): Promise<ClaimedVoucher> {
  checkRewardVoucher(voucher, target)
  const paidBefore = await deps.paid.paidOf(target.chainId, voucher.distributor, target.account, voucher.tokens)
  const paid = new Map(voucher.tokens.map((token, i) => [token.toLowerCase(), paidBefore[i] ?? 0n]))
  const submitted = await deps.mining.claim({
    target,
    voucher,
    paid: (token) => paid.get(token.toLowerCase()) ?? 0n,
    tokenInfo,
  })
  return { submitted, voucher, paidBefore }
}
