import { describe, expect, it } from 'vitest'
import { chooseApprovalAmount } from '../../../src/domain/approval/chooseApprovalAmount'
import { computeApprovalState } from '../../../src/domain/approval/computeApprovalState'
import { ApprovalEstimateFailedError } from '../../../src/domain/errors/ApprovalEstimateFailedError'
import { MAX_UINT256 } from '../../../src/domain/math/uintLimits'
import { hecoConfig, hecoHt, hecoUsdt } from '../support/fixtures'

const spender = hecoConfig.routerAddress
const amount = { currency: hecoUsdt, raw: 1000n }

describe('computeApprovalState', () => {
  it.each([
    ['no amount', { amountToApprove: undefined, spender, allowance: 0n, pendingApproval: false }, 'UNKNOWN'],
    ['no spender', { amountToApprove: amount, spender: undefined, allowance: 0n, pendingApproval: false }, 'UNKNOWN'],
    [
      'the native coin',
      { amountToApprove: { currency: hecoHt, raw: 5n }, spender, allowance: undefined, pendingApproval: false },
      'APPROVED',
    ],
    ['allowance loading', { amountToApprove: amount, spender, allowance: undefined, pendingApproval: true }, 'UNKNOWN'],
    ['allowance short', { amountToApprove: amount, spender, allowance: 999n, pendingApproval: false }, 'NOT_APPROVED'],
    [
      'short, approval pending',
      { amountToApprove: amount, spender, allowance: 999n, pendingApproval: true },
      'PENDING',
    ],
    ['allowance exact', { amountToApprove: amount, spender, allowance: 1000n, pendingApproval: false }, 'APPROVED'],
    [
      'covered, approval pending',
      { amountToApprove: amount, spender, allowance: MAX_UINT256, pendingApproval: true },
      'APPROVED',
    ],
  ])('%s → %s', (_case, inputs, state) => {
    expect(computeApprovalState(inputs)).toBe(state)
  })
})

describe('chooseApprovalAmount', () => {
  it('approves an unlimited amount when that can be estimated', () => {
    expect(chooseApprovalAmount({ ok: true, gas: 46_000n }, undefined, 1000n)).toEqual({
      amount: MAX_UINT256,
      gasLimit: 50_600n,
      unlimited: true,
    })
  })

  it('falls back to the exact amount when the unlimited estimate fails', () => {
    expect(chooseApprovalAmount({ ok: false, reason: 'no max approvals' }, { ok: true, gas: 30_001n }, 1000n)).toEqual({
      amount: 1000n,
      gasLimit: 33_001n,
      unlimited: false,
    })
  })

  it('fails with the exact estimate’s reason when both fail', () => {
    const both = () => chooseApprovalAmount({ ok: false, reason: 'a' }, { ok: false, reason: 'b' }, 1000n)
    expect(both).toThrow(ApprovalEstimateFailedError)
    expect(both).toThrow('Authorize failed')
    expect(() => chooseApprovalAmount({ ok: false, reason: 'a' }, undefined, 1n)).toThrow(ApprovalEstimateFailedError)
  })
})
