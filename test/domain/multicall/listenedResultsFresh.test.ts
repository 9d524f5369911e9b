import { expect, it } from 'vitest'
import { listenedResultsFresh } from '../../../src/domain/multicall/listenedResultsFresh'

it.each<[string, Record<string, { data?: string | null; blockNumber?: number }>, Record<string, number>, boolean]>([
  ['nothing listened', {}, {}, true],
  ['read at the block', { a: { data: '0x', blockNumber: 12 } }, { a: 1 }, true],
  ['read later', { a: { data: '0x', blockNumber: 13 } }, { a: 1 }, true],
  ['read a block before', { a: { data: '0x', blockNumber: 11 } }, { a: 1 }, false],
  ['never read', {}, { a: 1 }, false],
  ['a failed read at the block', { a: { data: null, blockNumber: 12 } }, { a: 1 }, true],
  ['every 3 blocks, read 2 before', { a: { data: '0x', blockNumber: 10 } }, { a: 3 }, true],
  ['every 3 blocks, read 3 before', { a: { data: '0x', blockNumber: 9 } }, { a: 3 }, false],
  [
    'one of two stale',
    { a: { data: '0x', blockNumber: 12 }, b: { data: '0x', blockNumber: 11 } },
    { a: 1, b: 1 },
    false,
  ],
  ['a stale result nobody listens to', { a: { data: '0x', blockNumber: 12 }, b: { blockNumber: 1 } }, { a: 1 }, true],
])('%s at block 12 → %s', (_case, results, listening, fresh) => {
  expect(listenedResultsFresh(results, listening, 12)).toBe(fresh)
})
