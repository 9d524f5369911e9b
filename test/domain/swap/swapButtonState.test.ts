import { describe, expect, it } from 'vitest'
import { ApprovalState } from '../../../src/domain/approval/ApprovalState'
import { type SwapButtonInputs, type SwapButtonState, swapButtonState } from '../../../src/domain/swap/swapButtonState'

/** Connected, a trade with no notable impact, nothing to approve: Swap. */
const ready: SwapButtonInputs = {
  connected: true,
  unsupportedNetwork: false,
  inputError: undefined,
  loadingMarket: false,
  wrap: undefined,
  approvalLoading: false,
  approval: ApprovalState.APPROVED,
  approvalSubmitted: false,
  impact: { severity: 0, confirmation: 'none' },
  attempting: false,
  sendMode: false,
}
const swap = { label: 'swap', danger: false, enabled: true } as const

describe('swapButtonState', () => {
  it.each<[string, Partial<SwapButtonInputs>, SwapButtonState]>([
    ['a trade ready to go', {}, { kind: 'swap', swap }],
    ['on /send', { sendMode: true }, { kind: 'swap', swap: { ...swap, label: 'send' } }],
    ['no wallet', { connected: false }, { kind: 'connectWallet' }],
    ['no account', { inputError: { key: 'connectWallet' } }, { kind: 'connectWallet' }],
    ['a wallet on a network without FomoSwap', { unsupportedNetwork: true }, { kind: 'wrongNetwork' }],
    [
      'an unsupported network over any input error or wrap',
      { unsupportedNetwork: true, wrap: 'wrap', inputError: { key: 'insufficientLiquidity' }, loadingMarket: true },
      { kind: 'wrongNetwork' },
    ],
    ['no amount', { inputError: { key: 'enterAmount' } }, { kind: 'inputError', error: { key: 'enterAmount' } }],
    [
      'a short balance',
      { inputError: { key: 'insufficientBalance', params: { symbol: 'HT' } } },
      { kind: 'inputError', error: { key: 'insufficientBalance', params: { symbol: 'HT' } } },
    ],
    [
      'no route once the reserves are read',
      { inputError: { key: 'insufficientLiquidity' } },
      { kind: 'inputError', error: { key: 'insufficientLiquidity' } },
    ],
    [
      'no route while the reserves are read',
      { inputError: { key: 'insufficientLiquidity' }, loadingMarket: true },
      { kind: 'loading' },
    ],
    ['HT to WHT', { wrap: 'wrap' }, { kind: 'wrap', direction: 'wrap' }],
    ['WHT to HT', { wrap: 'unwrap' }, { kind: 'wrap', direction: 'unwrap' }],
    ['the allowance being read', { approvalLoading: true }, { kind: 'loading' }],
    [
      'an approval needed',
      { approval: ApprovalState.NOT_APPROVED },
      { kind: 'approveThenSwap', approve: 'approve', swap: { ...swap, enabled: false } },
    ],
    [
      'an approval pending',
      { approval: ApprovalState.PENDING },
      { kind: 'approveThenSwap', approve: 'approving', swap: { ...swap, enabled: false } },
    ],
    [
      'approved from this screen',
      { approval: ApprovalState.APPROVED, approvalSubmitted: true },
      { kind: 'approveThenSwap', approve: 'approved', swap },
    ],
    [
      'approved from this screen, the swap being sent',
      { approvalSubmitted: true, attempting: true },
      { kind: 'approveThenSwap', approve: 'approved', swap: { ...swap, enabled: false } },
    ],
    ['the approval unknown (no amount to approve)', { approval: ApprovalState.UNKNOWN }, { kind: 'swap', swap }],
    ['the swap being sent', { attempting: true }, { kind: 'swap', swap: { ...swap, enabled: false } }],
    [
      'a severity 3 impact',
      { impact: { severity: 3, confirmation: 'confirm' } },
      { kind: 'swap', swap: { label: 'swapAnyway', danger: true, enabled: true } },
    ],
    ['a severity 2 impact', { impact: { severity: 2, confirmation: 'none' } }, { kind: 'swap', swap }],
    [
      'a severity 4 impact in expert mode, on /send',
      { impact: { severity: 4, confirmation: 'typed-confirm' }, sendMode: true },
      { kind: 'swap', swap: { label: 'swapAnyway', danger: true, enabled: true } },
    ],
    [
      'a blocked impact',
      { impact: { severity: 4, confirmation: 'blocked' } },
      { kind: 'swap', swap: { label: 'priceImpactTooHigh', danger: true, enabled: false } },
    ],
    [
      'a blocked impact, approved from this screen',
      { impact: { severity: 4, confirmation: 'blocked' }, approvalSubmitted: true },
      {
        kind: 'approveThenSwap',
        approve: 'approved',
        swap: { label: 'priceImpactTooHigh', danger: true, enabled: false },
      },
    ],
    [
      'a severity 3 impact, an approval needed',
      { impact: { severity: 3, confirmation: 'confirm' }, approval: ApprovalState.NOT_APPROVED },
      { kind: 'approveThenSwap', approve: 'approve', swap: { label: 'swapAnyway', danger: true, enabled: false } },
    ],
    ['no trade summary yet', { impact: undefined }, { kind: 'swap', swap }],
  ])('%s', (_case, change, expected) => {
    expect(swapButtonState({ ...ready, ...change })).toEqual(expected)
  })

  // each row adds the next-higher state's condition to everything below it: the higher one must win
  it.each<[string, Partial<SwapButtonInputs>, SwapButtonState['kind']]>([
    ['the swap under an approval', { approval: ApprovalState.NOT_APPROVED }, 'approveThenSwap'],
    [
      'an approval under the allowance read',
      { approval: ApprovalState.NOT_APPROVED, approvalLoading: true },
      'loading',
    ],
    [
      'the allowance read under a wrap',
      { approval: ApprovalState.NOT_APPROVED, approvalLoading: true, wrap: 'wrap' },
      'wrap',
    ],
    [
      'a wrap under an input error',
      { approvalLoading: true, wrap: 'wrap', inputError: { key: 'insufficientBalance', params: { symbol: 'HT' } } },
      'inputError',
    ],
    [
      'an input error under the market read',
      { wrap: 'wrap', inputError: { key: 'insufficientLiquidity' }, loadingMarket: true },
      'loading',
    ],
    [
      'the market read under Connect Wallet',
      { wrap: 'wrap', inputError: { key: 'insufficientLiquidity' }, loadingMarket: true, connected: false },
      'connectWallet',
    ],
    [
      'the market read matters only for no route',
      { inputError: { key: 'enterAmount' }, loadingMarket: true },
      'inputError',
    ],
  ])('%s', (_case, change, kind) => {
    expect(swapButtonState({ ...ready, ...change }).kind).toBe(kind)
  })
})
