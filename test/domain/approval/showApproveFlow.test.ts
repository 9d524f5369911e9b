import { describe, expect, it } from 'vitest'
import { ApprovalState } from '../../../src/domain/approval/ApprovalState'
import { showApproveFlow } from '../../../src/domain/approval/showApproveFlow'

describe('showApproveFlow', () => {
  it('shows the step while approval is needed or pending, and as Approved only after this form sent one', () => {
    expect(showApproveFlow(ApprovalState.NOT_APPROVED, false)).toBe(true)
    expect(showApproveFlow(ApprovalState.PENDING, false)).toBe(true)
    expect(showApproveFlow(ApprovalState.APPROVED, true)).toBe(true)
    expect(showApproveFlow(ApprovalState.APPROVED, false)).toBe(false)
    expect(showApproveFlow(ApprovalState.UNKNOWN, true)).toBe(false)
  })
})
