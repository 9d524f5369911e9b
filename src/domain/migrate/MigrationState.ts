/**
 * Where the migrate screen of one V1 position stands (spec sections 4 and 5): `invalid` (no V1 exchange), `blocked`
 * (the wrapped-native pool), `disabled` (balance 0), then `approve-needed` → `approving` → `approved` for the
 * migrator's allowance of the V1 LP, and `migrating` → `success`.
 */
export const MigrationState = Object.freeze({
  INVALID: 'invalid',
  BLOCKED: 'blocked',
  DISABLED: 'disabled',
  LOADING: 'loading',
  APPROVE_NEEDED: 'approve-needed',
  APPROVING: 'approving',
  APPROVED: 'approved',
  MIGRATING: 'migrating',
  SUCCESS: 'success',
} as const)

/** One of `MigrationState`'s values. */
export type MigrationState = (typeof MigrationState)[keyof typeof MigrationState]
