import type { ClaimSigner } from '../../ports/ClaimSigner'
import type { Clock } from '../../ports/Clock'
import { NoIncomeError } from '../errors/NoIncomeError'
import { type SplitSignature, splitSignature } from '../liquidity/splitSignature'
import type { SignedRewardVoucher } from '../mining/rewardVoucher'
import { rewardVoucher, rewardVoucherTypedData } from '../mining/rewardVoucher'
import { VOUCHER_TTL_SECONDS } from './voucherTtl'

/** What an account earned in a token (cumulative, at the final head) and what the distributor paid it. */
export interface OwedReward {
  readonly earned: bigint
  readonly paid: bigint
  /** The chain's reward distributor. */
  readonly distributor: string
  /** The final head's time, unix seconds (0 before any block is indexed). */
  readonly headTime: number
}

export interface RewardVoucherServiceDeps {
  /** What each token owes (the mining read model, over the final ledger and every programme's credits). */
  owed: { owedReward(chainId: number, account: string, rewardToken: string): Promise<OwedReward> }
  signer: ClaimSigner
  clock: Clock
}

/** A signed distributor voucher, its signature also split as `distributeReward` takes it. */
export interface SignedDistributorVoucher extends SignedRewardVoucher, SplitSignature {}

/**
 * The reward distributor's voucher (spec section 3; LP mining's and the bounty area's withdrawals): one voucher naming
 * the cumulative totals of every token that still owes something, so one transaction pays them all; the contract pays
 * only the account it names and only what it has not paid yet.
 */
export class RewardVoucherService {
  constructor(private readonly deps: RewardVoucherServiceDeps) {}

  /**
   * A voucher for `account`'s cumulative totals (LP mining and every programme's credits) in each of `rewardTokens`
   * that still owes something. Its deadline counts from the later of the clock and the chain's final time (a devnet
   * whose time was advanced runs ahead of the clock).
   *
   * @throws NoIncomeError when it would pay nothing; ChainNotServedError, NoRewardDistributorError,
   *   ChainNodeUnavailableError from the owed amounts.
   */
  async draw(chainId: number, account: string, rewardTokens: readonly string[]): Promise<SignedDistributorVoucher> {
    const owed = await Promise.all(rewardTokens.map((token) => this.deps.owed.owedReward(chainId, account, token)))
    const totals = new Map<string, bigint>()
    for (const [i, { earned, paid }] of owed.entries()) if (earned > paid) totals.set(rewardTokens[i]!, earned)
    const first = owed[0]
    if (!first || totals.size === 0) throw new NoIncomeError()
    const deadline = Math.max(Math.floor(this.deps.clock.now() / 1000), first.headTime) + VOUCHER_TTL_SECONDS
    const voucher = rewardVoucher({ chainId, distributor: first.distributor, account, totals, deadline })
    const typed = rewardVoucherTypedData(voucher)
    const signature = await this.deps.signer.signClaim(typed.domain, typed.types, typed.value)
    const { v, r, s } = splitSignature(signature)
    return { ...voucher, signature, v, r, s }
  }
}
