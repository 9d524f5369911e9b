import { computeMigrationMinimums } from './computeMigrationMinimums'
import { computeV1PositionValue } from './computeV1PositionValue'
import { migrationDeadline } from './migrationDeadline'
import type { V1Position } from './V1Position'
import type { V2Reserves } from './V2Reserves'

/** The arguments of the migrator's `migrate(token, amountTokenMin, amountETHMin, to, deadline)`. */
export interface MigrateArgs {
  readonly token: string
  readonly amountTokenMin: bigint
  readonly amountETHMin: bigint
  readonly to: string
  readonly deadline: bigint
}

/**
 * The migrate call for a whole V1 position: minimums at 99.5% of what the pair should take (`computeMigrationMinimums`)
 * and a deadline 1200 s from now; the FomoSwap LP goes to `to`.
 *
 * @example buildMigrateArgs(position, pairReserves, account, Date.now())
 */
export function buildMigrateArgs(
  position: V1Position,
  v2: V2Reserves | undefined,
  to: string,
  nowMs: number,
): MigrateArgs {
  const minimums = computeMigrationMinimums(computeV1PositionValue(position), v2)
  return { token: position.token.address, ...minimums, to, deadline: migrationDeadline(nowMs) }
}
