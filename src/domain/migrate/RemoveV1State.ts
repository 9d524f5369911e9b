/**
 * Where the Remove V1 screen of one position stands (spec section 4): `invalid` (no V1 exchange), `loading`,
 * `disabled` (balance 0), `ready` (Remove), `removing` while the removal is pending, then `success`.
 */
export const RemoveV1State = Object.freeze({
  INVALID: 'invalid',
  LOADING: 'loading',
  DISABLED: 'disabled',
  READY: 'ready',
  REMOVING: 'removing',
  SUCCESS: 'success',
} as const)

/** One of `RemoveV1State`'s values. */
export type RemoveV1State = (typeof RemoveV1State)[keyof typeof RemoveV1State]
