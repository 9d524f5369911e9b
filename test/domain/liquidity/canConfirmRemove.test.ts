import { describe, expect, it } from 'vitest'
import { ApprovalState } from '../../../src/domain/approval/ApprovalState'
import { canConfirmRemove } from '../../../src/domain/liquidity/canConfirmRemove'
import type { InputError } from '../../../src/domain/swap/InputError'

describe('canConfirmRemove', () => {
  it.each<[string, InputError | undefined, ApprovalState, boolean, boolean]>([
    ['approved', undefined, ApprovalState.APPROVED, false, true],
    ['signed', undefined, ApprovalState.NOT_APPROVED, true, true],
    ['approved and signed', undefined, ApprovalState.APPROVED, true, true],
    ['neither approved nor signed', undefined, ApprovalState.NOT_APPROVED, false, false],
    ['the approval pending, not signed', undefined, ApprovalState.PENDING, false, false],
    ['the approval pending, signed', undefined, ApprovalState.PENDING, true, true],
    ['the approval unknown, not signed', undefined, ApprovalState.UNKNOWN, false, false],
    ['approved, but no amount', { key: 'enterAmount' }, ApprovalState.APPROVED, false, false],
    ['signed, but no wallet', { key: 'connectWallet' }, ApprovalState.UNKNOWN, true, false],
  ])('%s → %s', (_case, error, approval, signed, allowed) => {
    expect(canConfirmRemove(error, approval, signed)).toBe(allowed)
  })
})
