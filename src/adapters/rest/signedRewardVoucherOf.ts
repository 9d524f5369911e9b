import type { SignedRewardVoucher } from '../../domain/mining/rewardVoucher'
import type { Json } from './jsonValues'

/**
 * The reward distributor's voucher as the voucher routes answer it (`draw-lp-reward`, `draw-lp-ext-reward`,
 * `do-spread-reward-withdrawal`: spec §3's reward withdrawal data, amounts as decimal strings) for `chainId`.
 */
export function signedRewardVoucherOf(chainId: number, data: Json): SignedRewardVoucher {
  return {
    chainId,
    distributor: String(data.pool_contract_address),
    account: String(data.account),
    tokens: (data.tokens as string[]).map(String),
    totalRewards: (data.amounts as string[]).map((amount) => BigInt(amount)),
    deadline: Number(data.deadline),
    signature: String(data.signature),
  }
}
