import { describe, expect, it } from 'vitest'
import { showsBottomBar } from '../../../src/domain/chains/showsBottomBar'

describe('showsBottomBar', () => {
  it.each([
    [128, false],
    [56, true],
    [1, true],
    [undefined, true],
  ])('chain %s → %s', (chainId, expected) => {
    expect(showsBottomBar(chainId)).toBe(expected)
  })
})
