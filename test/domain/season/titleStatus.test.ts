import { describe, expect, it } from 'vitest'
import { parseTitleState, titleStatus } from '../../../src/domain/season/titleStatus'

describe('titleStatus (nft{1,2}_state; receive buttons grey unless a title waits)', () => {
  it.each([
    [0, 'notReached', false],
    [1, 'reached', false],
    [2, 'claimable', true],
    [3, 'claimed', false],
  ] as const)('state %i is %s, claim %s', (state, status, canClaim) => {
    expect(titleStatus(state)).toEqual({ status, canClaim })
  })

  it.each([
    [2, 2],
    ['3', 3],
    [1, 1],
    [4, 0],
    [-1, 0],
    [null, 0],
    [undefined, 0],
    ['x', 0],
    [1.5, 0],
  ])('reads %j from the API as %i', (value, state) => {
    expect(parseTitleState(value)).toBe(state)
  })
})
