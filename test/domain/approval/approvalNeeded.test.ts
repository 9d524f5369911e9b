import { describe, expect, it } from 'vitest'
import { ApprovalState } from '../../../src/domain/approval/ApprovalState'
import { approvalNeeded } from '../../../src/domain/approval/approvalNeeded'

describe('approvalNeeded', () => {
  it.each([
    [ApprovalState.NOT_APPROVED, true],
    [ApprovalState.PENDING, true],
    [ApprovalState.APPROVED, false],
    [ApprovalState.UNKNOWN, false],
  ])('%s: %s', (state, needed) => {
    expect(approvalNeeded(state)).toBe(needed)
  })
})
