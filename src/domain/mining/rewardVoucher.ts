import { eip712Struct, eip712TypedData } from '../hash/eip712'

/** The reward distributor's EIP-712 domain name and version (FomoRewardDistributor.sol). */
export const REWARD_DISTRIBUTOR_DOMAIN = { name: 'FomoRewardDistributor', version: '1' } as const

/** The signed struct: arrays are hashed as arrays, so `[A,B],[x]` and `[A],[B,x]` never sign the same thing. */
export const REWARD_VOUCHER_STRUCT = eip712Struct(
  'Reward(address account,address[] tokens,uint256[] totalRewards,uint256 deadline)',
)

/**
 * What the server signs for `distributeReward` (spec section 3's reward withdrawal data): each token's cumulative
 * total earned by `account` across every programme; the distributor pays the difference to what it already paid, so
 * a voucher can be reissued and never pays twice.
 */
export interface RewardVoucher {
  readonly chainId: number
  /** The distributor's address (the spec's `pool_contract_address`). */
  readonly distributor: string
  readonly account: string
  readonly tokens: readonly string[]
  readonly totalRewards: readonly bigint[]
  /** Seconds since the epoch. */
  readonly deadline: number
}

/** A voucher as the API hands it over: what was signed and the signature. */
export interface SignedRewardVoucher extends RewardVoucher {
  readonly signature: string
}

/**
 * The voucher for `account`'s `totals` (reward token → cumulative wei), tokens in ascending address order so the same
 * totals always sign the same struct; tokens with nothing earned are left out.
 *
 * @example rewardVoucher({ chainId: 128, distributor, account, totals: new Map([[aura, 5n]]), deadline })
 */
export function rewardVoucher(input: {
  readonly chainId: number
  readonly distributor: string
  readonly account: string
  readonly totals: ReadonlyMap<string, bigint>
  readonly deadline: number
}): RewardVoucher {
  const entries = [...input.totals]
    .filter(([, total]) => total > 0n)
    .map(([token, total]) => [token.toLowerCase(), total] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return {
    chainId: input.chainId,
    distributor: input.distributor.toLowerCase(),
    account: input.account.toLowerCase(),
    tokens: entries.map(([token]) => token),
    totalRewards: entries.map(([, total]) => total),
    deadline: input.deadline,
  }
}

/** The voucher as `eth_signTypedData_v4` takes it: domain, types and value. */
export function rewardVoucherTypedData(voucher: RewardVoucher) {
  const domain = { ...REWARD_DISTRIBUTOR_DOMAIN, chainId: voucher.chainId, verifyingContract: voucher.distributor }
  return eip712TypedData(domain, REWARD_VOUCHER_STRUCT, voucher)
}
