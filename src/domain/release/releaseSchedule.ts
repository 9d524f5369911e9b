/**
 * How what an account invested is released on the withdraw chain: linearly over `durationSeconds` from `start`, with
 * nothing before `start + cliffSeconds` (OpenZeppelin's VestingWalletCliff, applied to the account's entitlement).
 * Times are seconds since the epoch; the schedule is the same for every account, so an investment made after `start`
 * is released at once up to the share of time already elapsed, and the released amount never goes down.
 */
export interface ReleaseSchedule {
  readonly start: number
  readonly cliffSeconds: number
  readonly durationSeconds: number
}

/**
 * The part of `total` released at `now`, rounded down: 0 before the cliff, all of it from `start + durationSeconds`.
 *
 * @example releasedAmount(100n, { start: 0, cliffSeconds: 0, durationSeconds: 10 }, 3) // 30n
 */
export function releasedAmount(total: bigint, schedule: ReleaseSchedule, now: number): bigint {
  const { start, cliffSeconds, durationSeconds } = schedule
  if (now < start + cliffSeconds) return 0n
  const elapsed = now - start
  if (elapsed >= durationSeconds) return total
  return (total * BigInt(elapsed)) / BigInt(durationSeconds)
}

/**
 * The schedule's own check: a whole-second start, a cliff inside the duration and a duration of at least a second.
 *
 * @throws RangeError naming the field that is wrong.
 */
export function releaseSchedule(schedule: ReleaseSchedule): ReleaseSchedule {
  const { start, cliffSeconds, durationSeconds } = schedule
  if (!Number.isSafeInteger(start) || start < 0) throw new RangeError(`release start ${start}: seconds since the epoch`)
  if (!Number.isSafeInteger(durationSeconds) || durationSeconds < 1) {
    throw new RangeError(`release duration ${durationSeconds}: a whole number of seconds, at least 1`)
  }
  if (!Number.isSafeInteger(cliffSeconds) || cliffSeconds < 0 || cliffSeconds > durationSeconds) {
    throw new RangeError(`release cliff ${cliffSeconds}: whole seconds from 0 to the duration (${durationSeconds})`)
  }
  return { start, cliffSeconds, durationSeconds }
}
