import type { SignedDistributorVoucher } from '../../domain/rewards/RewardVoucherService'

/** A distributor voucher in the spec's names (`draw-lp-reward`, `draw-lp-ext-reward`, `do-spread-reward-withdrawal`). */
export function rewardVoucherAnswer(signed: SignedDistributorVoucher) {
  return {
    pool_contract_address: signed.distributor,
    account: signed.account,
    tokens: signed.tokens,
    amounts: signed.totalRewards,
    deadline: signed.deadline,
    v: signed.v,
    r: signed.r,
    s: signed.s,
    signature: signed.signature,
  }
}
