/** Where an ERC-20 approval for a spender stands (spec sections 3 and 4). */
export const ApprovalState = Object.freeze({
  UNKNOWN: 'UNKNOWN',
  NOT_APPROVED: 'NOT_APPROVED',
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
} as const)

/** `'UNKNOWN'`, `'NOT_APPROVED'`, `'PENDING'` or `'APPROVED'`. */
export type ApprovalState = (typeof ApprovalState)[keyof typeof ApprovalState]
