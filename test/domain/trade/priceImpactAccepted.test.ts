import { describe, expect, it } from 'vitest'
import { priceImpactAccepted } from '../../../src/domain/trade/priceImpactAccepted'
import type { PriceImpactConfirmation } from '../../../src/domain/trade/priceImpactConfirmation'

describe('priceImpactAccepted', () => {
  it.each<[PriceImpactConfirmation, boolean, string | null, boolean, string[]]>([
    ['none', false, null, true, []],
    ['confirm', true, null, true, ['confirm']],
    ['confirm', false, 'confirm', false, ['confirm']],
    ['typed-confirm', true, 'confirm', true, ['typeWord']],
    ['typed-confirm', true, 'Confirm', false, ['typeWord']],
    ['typed-confirm', true, null, false, ['typeWord']],
    ['blocked', true, 'confirm', false, []],
  ])('%s with yes=%s and typed %s → %s, asking %j', (confirmation, yes, typed, accepted, asked) => {
    const questions: string[] = []
    const ask = {
      confirm: () => {
        questions.push('confirm')
        return yes
      },
      typeWord: () => {
        questions.push('typeWord')
        return typed
      },
    }
    expect(priceImpactAccepted(confirmation, ask)).toBe(accepted)
    expect(questions).toEqual(asked)
  })
})
