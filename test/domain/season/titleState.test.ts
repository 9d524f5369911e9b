import { describe, expect, it } from 'vitest'
import { titleState } from '../../../src/domain/season/titleState'

describe('titleState', () => {
  it.each([
    [false, [], [], 0],
    [true, [], [], 1],
    [false, [1], [], 2],
    [true, [1, 3], [1], 2], // a title to claim comes before the running season's
    [true, [1], [1], 1],
    [false, [1, 2], [1, 2], 3],
    [false, [2], [1], 2],
  ] as const)('reached now %s, earned %j, minted %j: %i', (reachedNow, earned, minted, state) => {
    expect(titleState({ reachedNow, earned, minted: new Set(minted) })).toBe(state)
  })
})
