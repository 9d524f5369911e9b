import { describe, expect, it } from 'vitest'
import { lockTotals } from '../../../src/domain/mining/lockTotals'

const E18 = 10n ** 18n

describe('lockTotals', () => {
  it.each([
    ['no position', 0n, [], { withdrawable: 0n, daoVoucher: 0n }],
    ['demand only', 3n * E18, [], { withdrawable: 3n * E18, daoVoucher: 0n }],
    [
      'an unmatured lock weighs 1.2x into the voucher and cannot be withdrawn',
      2n * E18,
      [{ amount: 10n * E18, weight: 12_000, matured: false }],
      { withdrawable: 2n * E18, daoVoucher: 12n * E18 },
    ],
    [
      'a matured lock is in the demand already: withdrawable once, and out of the voucher',
      5n * E18,
      [
        { amount: 5n * E18, weight: 15_000, matured: true },
        { amount: 4n * E18, weight: 20_000, matured: false },
      ],
      { withdrawable: 5n * E18, daoVoucher: 8n * E18 },
    ],
    [
      'rounds the voucher down',
      0n,
      [{ amount: 3n, weight: 12_000, matured: false }],
      { withdrawable: 0n, daoVoucher: 3n },
    ],
  ])('%s', (_name, demand, locks, expected) => {
    expect(lockTotals(demand, locks)).toEqual(expected)
  })
})
