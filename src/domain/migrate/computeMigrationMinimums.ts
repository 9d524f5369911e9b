import type { V1PositionValue } from './computeV1PositionValue'
import { MIGRATION_TOLERANCE } from './migrationConstants'
import type { V2Reserves } from './V2Reserves'

/** The `amountTokenMin` and `amountETHMin` of a migration. */
export interface MigrationMinimums {
  readonly amountTokenMin: bigint
  readonly amountETHMin: bigint
}

/**
 * The minimums a migration sends (spec section 9: 99.5%, 9950 / 10000). Against an existing pair each side is what
 * the other side of the V1 position is worth at the pair's price, so the migration goes through across a V1/V2 price
 * gap (the pair takes one side whole, the rest is refunded) but fails if the pair's price moves more than 0.5% before
 * it is mined. For a new pair (the migration sets its price) they are 99.5% of the V1 amounts.
 *
 * @example computeMigrationMinimums({ eth: 1000n, token: 2000n }, { ethReserve: 1n, tokenReserve: 2n }) // { amountTokenMin: 1990n, amountETHMin: 995n }
 */
export function computeMigrationMinimums(worth: V1PositionValue, v2: V2Reserves | undefined): MigrationMinimums {
  const { numerator, denominator } = MIGRATION_TOLERANCE
  if (v2 === undefined || v2.ethReserve === 0n || v2.tokenReserve === 0n) {
    return {
      amountTokenMin: (worth.token * numerator) / denominator,
      amountETHMin: (worth.eth * numerator) / denominator,
    }
  }
  return {
    amountTokenMin: (worth.eth * v2.tokenReserve * numerator) / (v2.ethReserve * denominator),
    amountETHMin: (worth.token * v2.ethReserve * numerator) / (v2.tokenReserve * denominator),
  }
}
