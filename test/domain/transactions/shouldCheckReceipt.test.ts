import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { shouldCheckReceipt } from '../../../src/domain/transactions/shouldCheckReceipt'
import type { TransactionReceipt } from '../../../src/domain/transactions/TransactionDetails'

const MINUTE = 60_000
const NOW = 1_700_000_000_000
const receipt = {} as TransactionReceipt

describe('shouldCheckReceipt', () => {
  it.each([
    ['never checked', { addedTime: NOW - 100 * MINUTE }, 1, true],
    ['has a receipt', { addedTime: NOW, receipt }, 100, false],
    ['checked at this block', { addedTime: NOW, lastCheckedBlockNumber: 50 }, 50, false],
    ['checked at a later block', { addedTime: NOW, lastCheckedBlockNumber: 51 }, 50, false],
    ['recent, 1 new block', { addedTime: NOW - 5 * MINUTE, lastCheckedBlockNumber: 49 }, 50, true],
    ['over 5 min, 2 blocks', { addedTime: NOW - 5 * MINUTE - 1, lastCheckedBlockNumber: 48 }, 50, false],
    ['over 5 min, 3 blocks', { addedTime: NOW - 5 * MINUTE - 1, lastCheckedBlockNumber: 47 }, 50, true],
    ['60 min exactly, 3 blocks', { addedTime: NOW - 60 * MINUTE, lastCheckedBlockNumber: 47 }, 50, true],
    ['over 60 min, 9 blocks', { addedTime: NOW - 60 * MINUTE - 1, lastCheckedBlockNumber: 41 }, 50, false],
    ['over 60 min, 10 blocks', { addedTime: NOW - 60 * MINUTE - 1, lastCheckedBlockNumber: 40 }, 50, true],
  ])('%s → %s', (_case, tx, latestBlock, expected) => {
    expect(shouldCheckReceipt(tx, latestBlock, NOW)).toBe(expected)
  })

  it('checks less often the longer a transaction is pending', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 * MINUTE }),
        fc.integer({ min: 0, max: 200 * MINUTE }),
        fc.integer({ min: 0, max: 20 }),
        (ageA, ageB, blocks) => {
          const [younger, older] = ageA <= ageB ? [ageA, ageB] : [ageB, ageA]
          const check = (age: number) =>
            shouldCheckReceipt({ addedTime: NOW - age, lastCheckedBlockNumber: 100 }, 100 + blocks, NOW)
          if (check(older)) expect(check(younger)).toBe(true)
        },
      ),
    )
  })
})
