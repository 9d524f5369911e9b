import { describe, expect, it } from 'vitest'
import { YIELD_DISPLAY_CAP } from '../../../../src/domain/mining/miningApr'
import { percentOrDash } from '../../../../src/ui/features/mining/miningFigures'

describe('percentOrDash', () => {
  it.each([
    [0.1234, '12.34%'],
    [null, '—'],
    [undefined, '—'],
    [Number.NaN, '—'],
    [YIELD_DISPLAY_CAP, '> 100,000,000%'],
    [Number.POSITIVE_INFINITY, '> 100,000,000%'],
  ])('shows %s as %s', (ratio, shown) => {
    expect(percentOrDash(ratio)).toBe(shown)
  })
})
