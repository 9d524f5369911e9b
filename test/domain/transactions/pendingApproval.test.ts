import { describe, expect, it } from 'vitest'
import { hasPendingApproval } from '../../../src/domain/transactions/hasPendingApproval'
import { isPendingApproval } from '../../../src/domain/transactions/isPendingApproval'
import type { TransactionDetails, TransactionReceipt } from '../../../src/domain/transactions/TransactionDetails'

const NOW = 1_700_000_000_000
const DAY = 86_400_000
const TOKEN = '0xa71EdC38d189767582C38A3145b5873052c3e47a'
const ROUTER = '0x3333333333333333333333333333333333333333'
const approval: TransactionDetails = {
  hash: '0x01',
  from: ROUTER,
  chainId: 128,
  approval: { tokenAddress: TOKEN, spender: ROUTER },
  addedTime: NOW - 1000,
}

describe('isPendingApproval', () => {
  it.each([
    ['a fresh approval', approval, true],
    [
      'addresses in another case',
      { ...approval, approval: { tokenAddress: TOKEN.toLowerCase(), spender: ROUTER } },
      true,
    ],
    ['just under 24 h old', { ...approval, addedTime: NOW - DAY + 1 }, true],
    ['24 h old', { ...approval, addedTime: NOW - DAY }, false],
    ['mined', { ...approval, receipt: {} as TransactionReceipt }, false],
    ['another spender', { ...approval, approval: { tokenAddress: TOKEN, spender: TOKEN } }, false],
    ['another token', { ...approval, approval: { tokenAddress: ROUTER, spender: ROUTER } }, false],
    ['not an approval', { ...approval, approval: undefined }, false],
  ])('%s → %s', (_case, tx, expected) => {
    expect(isPendingApproval(tx, TOKEN, ROUTER, NOW)).toBe(expected)
  })
})

describe('hasPendingApproval', () => {
  it('looks at the one chain', () => {
    const state = { 128: { '0x01': approval } }
    expect(hasPendingApproval(state, 128, TOKEN, ROUTER, NOW)).toBe(true)
    expect(hasPendingApproval(state, 56, TOKEN, ROUTER, NOW)).toBe(false)
    expect(hasPendingApproval(state, 128, TOKEN, ROUTER, NOW + DAY)).toBe(false)
  })
})
