import type { FomoError } from '../errors/FomoError'
import { NothingInvestedError } from '../errors/NothingInvestedError'
import { NothingReleasedError } from '../errors/NothingReleasedError'
import { NotReleasedYetError } from '../errors/NotReleasedYetError'
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
 * Why a release withdrawal is refused, or `undefined` when something waits: the account invested nothing (final),
 * nothing of it is released yet (and from when it is), or everything released so far is withdrawn.
 *
 * @example releaseRefusal({ total: 0n, released: 0n, withdrawn: 0n, waiting: 0n }, 0) // NothingInvestedError
 */
export function releaseRefusal(
  position: Pick<ReleasePosition, 'total' | 'released' | 'withdrawn' | 'waiting'>,
  /** When the first part is released: the schedule's start plus its cliff, seconds since the epoch. */
  releasesFrom: number,
): FomoError | undefined {
  if (position.waiting > 0n) return undefined
  if (position.total === 0n && position.withdrawn === 0n) return new NothingInvestedError()
  if (position.released === 0n) return new NotReleasedYetError(releasesFrom)
  return new NothingReleasedError(position.released, position.withdrawn)
}

/** When the first part of an investment is released: the schedule's start plus its cliff. */
export function releasesFrom(schedule: ReleaseSchedule): number {
  return schedule.start + schedule.cliffSeconds
}

/**
 * The withdrawal to sign: everything waiting, under the next number. Asking again before it lands gives the same
 * number (the landed count has not moved), and the contract takes each number once, so of all the withdrawals signed
 * under one number at most one is ever paid, and none pays more than was released when it was signed.
 *
 * @throws NothingInvestedError, NotReleasedYetError or NothingReleasedError when nothing is waiting (releaseRefusal).
 */
export function releaseWithdrawal(
  position: ReleasePosition,
  schedule: ReleaseSchedule,
): { readonly number: number; readonly amount: bigint } {
  const refusal = releaseRefusal(position, releasesFrom(schedule))
  if (refusal) throw refusal
  return { number: position.nextNumber, amount: position.waiting }
}
