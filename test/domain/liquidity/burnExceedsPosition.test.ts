import { describe, expect, it } from 'vitest'
import { BurnField } from '../../../src/domain/liquidity/BurnState'
import { burnExceedsPosition } from '../../../src/domain/liquidity/burnExceedsPosition'

const position = { lpBalance: 10n ** 18n, valueA: 300n, valueB: 7_000n, decimalsA: 0, decimalsB: 2 }
const symbols = { lp: 'Fomo-LP', a: 'AURA', b: 'USDT' }

describe('burnExceedsPosition', () => {
  it.each<[BurnField, string, string | undefined]>([
    [BurnField.LIQUIDITY, '1', undefined],
    [BurnField.LIQUIDITY, '1.000000000000000001', 'Fomo-LP'],
    [BurnField.LIQUIDITY, '5', 'Fomo-LP'],
    [BurnField.LIQUIDITY_PERCENT, '100', undefined],
    [BurnField.LIQUIDITY_PERCENT, '101', 'Fomo-LP'],
    [BurnField.CURRENCY_A, '300', undefined],
    [BurnField.CURRENCY_A, '301', 'AURA'],
    [BurnField.CURRENCY_B, '70.01', 'USDT'],
    [BurnField.LIQUIDITY, '', undefined],
    [BurnField.LIQUIDITY, 'abc', undefined],
  ])('%s %j → %s', (independentField, typedValue, exceeded) => {
    expect(burnExceedsPosition({ independentField, typedValue }, position, symbols)).toBe(exceeded)
  })
})
