import { NothingReleasedError } from '../errors/NothingReleasedError'
import { entitlementOf, type InvestmentRatio } from './investmentRatio'
import { type ReleaseSchedule, releasedAmount } from './releaseSchedule'

/** An `Invested` event of the investment contract on the investment chain (chain 128). */
export interface InvestmentFact {
  readonly account: string
  readonly amount: bigint
  readonly blockNumber: number
}

/** A `Withdrawal` event of the investment contract on the withdraw chain (chain 56). */
export interface ReleaseWithdrawalFact {
  readonly account: string
  readonly historicalWithdrawalNumber: number
  readonly amount: bigint
}

/** An account's release (the spec's token release info), in wei of the release token. */
export interface ReleasePosition {
  /** What the confirmed investments entitle to (`sum_total_amount`). */
  readonly total: bigint
  readonly released: bigint
  /** Paid on the withdraw chain so far (`sum_use_amount`). */
  readonly withdrawn: bigint
  /** Released and not yet withdrawn (`wait_withdraw_number`). */
  readonly waiting: bigint
  /** The number the next withdrawal must carry: how many have landed (the contract takes them in sequence from 0). */
  readonly nextNumber: number
}

/**
 * What `account` invested, split by finality: `final` in blocks at least `depth` below `head` (what releases), and
 * `pending` in the blocks above (shown, releasing nothing until it is that deep: a reorganisation could still remove
 * it).
 */
export function investmentByFinality(
  facts: Iterable<InvestmentFact>,
  account: string,
  chain: { readonly head: number; readonly depth: number },
): { readonly final: bigint; readonly pending: bigint } {
  const owner = account.toLowerCase()
  let final = 0n
  let pending = 0n
  for (const fact of facts) {
    if (fact.account.toLowerCase() !== owner) continue
    if (fact.blockNumber <= chain.head - chain.depth) final += fact.amount
    else pending += fact.amount
  }
  return { final, pending }
}

/**
 * The release of `account` at `now`: the entitlement of its confirmed investment, the schedule's share of it, and
 * what its landed withdrawals took. `waiting` is never negative, even if an investment was reorganised away after a
 * withdrawal.
 */
export function releasePosition(input: {
  readonly invested: bigint
  readonly ratio: InvestmentRatio
  readonly schedule: ReleaseSchedule
  readonly now: number
  readonly account: string
  readonly withdrawals: Iterable<ReleaseWithdrawalFact>
}): ReleasePosition {
  const owner = input.account.toLowerCase()
  let withdrawn = 0n
  let landed = 0
  for (const withdrawal of input.withdrawals) {
    if (withdrawal.account.toLowerCase() !== owner) continue
    withdrawn += withdrawal.amount
    landed += 1
  }
  const total = entitlementOf(input.invested, input.ratio)
  const released = releasedAmount(total, input.schedule, input.now)
  return { total, released, withdrawn, waiting: released > withdrawn ? released - withdrawn : 0n, nextNumber: landed }
}

/**
 * The withdrawal to sign: everything waiting, under the next number. Asking again before it lands gives the same
 * number (the landed count has not moved), and the contract takes each number once, so of all the withdrawals signed
 * under one number at most one is ever paid, and none pays more than was released when it was signed.
 *
 * @throws NothingReleasedError when nothing is waiting.
 */
export function releaseWithdrawal(position: ReleasePosition): { readonly number: number; readonly amount: bigint } {
  if (position.waiting === 0n) throw new NothingReleasedError(position.released, position.withdrawn)
  return { number: position.nextNumber, amount: position.waiting }
}
