import { describe, expect, it } from 'vitest'
import { computePoolFindState } from '../../../src/domain/pool/computePoolFindState'

describe('computePoolFindState', () => {
  it.each([
    ['two identical tokens', { identical: true, reserves: [1n, 1n], liquidity: 1n }, 'invalid', 'Invalid pair.'],
    ['no pair', { identical: false, reserves: undefined, liquidity: 0n }, 'not-found', 'No pool found.'],
    ['an empty pair', { identical: false, reserves: [0n, 0n], liquidity: 0n }, 'not-found', 'No pool found.'],
    [
      'a pair without the account’s LP',
      { identical: false, reserves: [5n, 7n], liquidity: 0n },
      'no-position',
      "You don't have liquidity in this pool yet.",
    ],
    ['a pair with the account’s LP', { identical: false, reserves: [5n, 7n], liquidity: 3n }, 'found', 'Pool Found!'],
  ] as const)('%s', (_, inputs, kind, message) => {
    expect(computePoolFindState(inputs)).toEqual({ kind, message })
  })
})
