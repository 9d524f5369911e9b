import { computeApprovalState } from '../approval/computeApprovalState'
import { computeMigrationState } from './computeMigrationState'
import type { MigrationState } from './MigrationState'
import { v1LpToken } from './v1LpToken'

/** What is known of one V1 position and its migration; `undefined` means not read (yet). */
export interface MigrationFacts {
  readonly chainId: number
  /** The token's V1 exchange as the V1 factory answers it (the zero address: none). */
  readonly exchange: string | undefined
  readonly tokenAddress: string
  /** The chain's wrapped native coin (WHT, WBNB). */
  readonly wrappedNativeAddress: string
  /** The account's V1 LP balance. */
  readonly liquidity: bigint | undefined
  /** The migrator's allowance of the account's V1 LP. */
  readonly allowance: bigint | undefined
  readonly migrator: string | undefined
  /** An approval of the V1 LP for the migrator is pending. */
  readonly pendingApproval: boolean
  readonly migrationPending: boolean
  /** A migration of this position was mined successfully. */
  readonly migrated: boolean
}

/**
 * The migration's state from what is known of the position: the migrator's approval of the whole V1 LP balance
 * (`computeApprovalState`), then `computeMigrationState`'s order. The migrate screen and `MigrateAction` both ask it.
 *
 * @example migrationStateOf({ ...facts, liquidity: 25n, allowance: 0n }) // 'approve-needed'
 */
export function migrationStateOf(facts: MigrationFacts): MigrationState {
  const { chainId, exchange, liquidity, migrator } = facts
  const amountToApprove = exchange && liquidity ? { currency: v1LpToken(chainId, exchange), raw: liquidity } : undefined
  return computeMigrationState({
    exchange,
    tokenAddress: facts.tokenAddress,
    wrappedNativeAddress: facts.wrappedNativeAddress,
    liquidity,
    approval: computeApprovalState({
      amountToApprove,
      spender: migrator,
      allowance: facts.allowance,
      pendingApproval: facts.pendingApproval,
    }),
    migrationPending: facts.migrationPending,
    migrated: facts.migrated,
  })
}
