import type { Clock } from '../../ports/Clock'

/**
 * The deadline of a transaction sent now: the clock's time plus the user's deadline setting, in whole Unix seconds.
 *
 * @example transactionDeadline(clockAt(1_700_000_000_500), 1200) // 1_700_001_200n
 */
export function transactionDeadline(clock: Clock, deadlineSeconds: number): bigint {
  return BigInt(Math.floor(clock.now() / 1000) + deadlineSeconds)
}
