import { MIGRATION_DEADLINE_SECONDS } from './migrationConstants'

/**
 * The deadline of a migration or V1 removal: now plus 1200 s (spec section 7), as whole Unix seconds.
 *
 * @example migrationDeadline(1_700_000_000_500) // 1_700_001_200n
 */
export function migrationDeadline(nowMs: number): bigint {
  return BigInt(Math.floor(nowMs / 1000) + MIGRATION_DEADLINE_SECONDS)
}
