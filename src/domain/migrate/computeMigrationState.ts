import { ApprovalState } from '../approval/ApprovalState'
import { MigrationState } from './MigrationState'

const ZERO_ADDRESS = /^0x0{40}$/

/** What the migrate screen's state depends on; `undefined` means not loaded (yet). */
export interface MigrationStateInputs {
  /** The token's V1 exchange as the V1 factory answers it. */
  readonly exchange: string | undefined
  readonly tokenAddress: string
  /** The chain's wrapped native coin (WHT, WBNB). */
  readonly wrappedNativeAddress: string
  /** The account's V1 LP balance. */
  readonly liquidity: bigint | undefined
  /** The migrator's approval for the V1 LP balance (`computeApprovalState`). */
  readonly approval: ApprovalState
  readonly migrationPending: boolean
  /** A migration of this position was mined successfully. */
  readonly migrated: boolean
}

/**
 * The state of the migrate screen for one V1 position, checked in this order: invalid exchange, blocked wrapped-native
 * pool, success, migrating, loading, disabled at balance 0, then the approval's state.
 *
 * @example computeMigrationState({ ...inputs, liquidity: 0n }) // 'disabled'
 */
export function computeMigrationState(inputs: MigrationStateInputs): MigrationState {
  if (inputs.exchange !== undefined && ZERO_ADDRESS.test(inputs.exchange)) return MigrationState.INVALID
  if (inputs.tokenAddress.toLowerCase() === inputs.wrappedNativeAddress.toLowerCase()) return MigrationState.BLOCKED
  if (inputs.migrated) return MigrationState.SUCCESS
  if (inputs.migrationPending) return MigrationState.MIGRATING
  if (inputs.exchange === undefined || inputs.liquidity === undefined) return MigrationState.LOADING
  if (inputs.liquidity === 0n) return MigrationState.DISABLED
  switch (inputs.approval) {
    case ApprovalState.APPROVED:
      return MigrationState.APPROVED
    case ApprovalState.PENDING:
      return MigrationState.APPROVING
    case ApprovalState.NOT_APPROVED:
      return MigrationState.APPROVE_NEEDED
    default:
      return MigrationState.LOADING
  }
}
