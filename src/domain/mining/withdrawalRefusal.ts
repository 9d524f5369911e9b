import { DepositInTermError } from '../errors/DepositInTermError'
import type { FomoError } from '../errors/FomoError'
import { LpLockedError } from '../errors/LpLockedError'
import { NoDepositToWithdrawError } from '../errors/NoDepositToWithdrawError'
import { NoLpToWithdrawError } from '../errors/NoLpToWithdrawError'

/** A lock or a fixed-term deposit: how much, and when its term ends (seconds since the epoch). */
export interface TimedAmount {
  readonly amount: bigint
  readonly unlockAt: number
}

/**
 * What is still locked when nothing is withdrawable: every lock then counts (a matured one would be withdrawable), so
 * the sum of them and the earliest unlock time; `undefined` when something is withdrawable or nothing is locked.
 */
function lockedWhenNothingWithdrawable(
  withdrawable: bigint,
  locks: readonly TimedAmount[],
): { amount: bigint; until: number } | undefined {
  const open = locks.filter((lock) => lock.amount > 0n)
  if (withdrawable > 0n || open.length === 0) return undefined
  return {
    amount: open.reduce((sum, lock) => sum + lock.amount, 0n),
    until: Math.min(...open.map((lock) => lock.unlockAt)),
  }
}

/**
 * Why withdrawing `amount` LP is refused, or `undefined` when it may go: nothing or more than is unlocked (noLPW), and
 * when none is unlocked because all of it is locked, how much and until when.
 *
 * @example lpWithdrawalRefusal(0n, 0n, [{ amount: 5n, unlockAt: 1_800_000_000 }]) // LpLockedError (5 until then)
 */
export function lpWithdrawalRefusal(
  amount: bigint,
  unlocked: bigint,
  locks: readonly TimedAmount[] = [],
): FomoError | undefined {
  if (amount > 0n && amount <= unlocked) return undefined
  const locked = lockedWhenNothingWithdrawable(unlocked, locks)
  return locked ? new LpLockedError(locked.amount, locked.until) : new NoLpToWithdrawError(unlocked)
}

/**
 * Why withdrawing `amount` from the capital pool is refused, or `undefined` when it may go: nothing or more than the
 * free balance and the matured deposits (noDeposit), and when nothing is withdrawable because every deposit is in its
 * term, how much and until when.
 */
export function capitalWithdrawalRefusal(
  amount: bigint,
  withdrawable: bigint,
  deposits: readonly TimedAmount[],
  token: { readonly decimals: number; readonly symbol: string },
): FomoError | undefined {
  if (amount > 0n && amount <= withdrawable) return undefined
  const locked = lockedWhenNothingWithdrawable(withdrawable, deposits)
  return locked
    ? new DepositInTermError(locked.amount, locked.until, token)
    : new NoDepositToWithdrawError(withdrawable)
}
