import type { BountyCredits } from '../../ports/BountyCredits'
import type { IndexedHead } from '../../ports/ChainHeads'
import type { RewardLedger } from '../../ports/RewardLedger'
import { NoBountyAreaError } from '../errors/NoBountyAreaError'
import { type BountyRewardKind, NoBountyRewardError } from '../errors/NoBountyRewardError'
import type { RewardCredit } from '../rewards/RewardCredit'
import type { RewardVoucherService, SignedDistributorVoucher } from '../rewards/RewardVoucherService'
import { BOUNTY_PROGRAMME } from './BountyTerms'
import type { BountyViews } from './BountyViews'

/** The reward-ledger key prefixes each withdrawal pays (the voucher names their tokens' cumulative totals). */
const WITHDRAWN_KEYS: Record<BountyRewardKind, readonly string[]> = {
  lpExt: ['bounty:lp-ext:'],
  inviter: ['bounty:daily:', 'bounty:invite-task:'],
  top: ['bounty:draw:'],
}

export interface BountyRewardServiceDeps {
  /**
   * The bounty views at the final heads (what a received task is credited from), the head they stand on, and which
   * chains have a bounty area.
   */
  finalStates: {
    serves(chainId: number): boolean
    state(chainId: number): Promise<{ views: BountyViews; head: IndexedHead | undefined }>
  }
  credits: Pick<BountyCredits, 'write'>
  rewards: Pick<RewardLedger, 'creditsOf'>
  vouchers: Pick<RewardVoucherService, 'draw'>
}

/**
 * The bounty area's writes on the server (spec section 3): receiving a completed invite task (its credit written to
 * the reward ledger once) and the distributor vouchers that pay the area's credits.
 */
export class BountyRewardService {
  constructor(private readonly deps: BountyRewardServiceDeps) {}

  /**
   * Writes the completed task's credit to the reward ledger (once: receiving it again writes nothing) and answers it;
   * from final events only, so a task completed in blocks a reorganisation could remove is not complete yet.
   *
   * @throws NoBountyAreaError, UnknownInviteTaskError, InviteTaskNotCompleteError from the rules.
   */
  async receiveInviteTask(chainId: number, taskId: number, account: string): Promise<RewardCredit> {
    this.requireArea(chainId)
    const { views, head } = await this.deps.finalStates.state(chainId)
    const credit = views.inviteTaskCredit(account, taskId)
    await this.deps.credits.write(chainId, [credit], [], head?.number ?? 0)
    return credit
  }

  /**
   * A voucher naming each token the account's credits of `kind` are in (`lpExt`: the LP extension; `inviter`: daily
   * promotion and invite tasks; `top`: prize draws won); the totals are cumulative over every programme (the
   * distributor pays what it has not paid yet), so it pays everything owed in those tokens.
   *
   * @throws NoBountyAreaError, NoBountyRewardError when the account has no credit of the kind, NoIncomeError.
   */
  async withdraw(chainId: number, account: string, kind: BountyRewardKind): Promise<SignedDistributorVoucher> {
    this.requireArea(chainId)
    const credits = await this.deps.rewards.creditsOf(chainId, account, BOUNTY_PROGRAMME)
    const prefixes = WITHDRAWN_KEYS[kind]
    const owed = credits.filter((credit) => prefixes.some((prefix) => credit.key.startsWith(prefix)))
    const tokens = [...new Set(owed.map((credit) => credit.token))]
    if (tokens.length === 0) throw new NoBountyRewardError(account, kind)
    return this.deps.vouchers.draw(chainId, account, tokens)
  }

  private requireArea(chainId: number): void {
    if (!this.deps.finalStates.serves(chainId)) throw new NoBountyAreaError(chainId)
  }
}
