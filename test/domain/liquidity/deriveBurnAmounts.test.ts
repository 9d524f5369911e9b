import { describe, expect, it } from 'vitest'
import { BurnField } from '../../../src/domain/liquidity/BurnState'
import { deriveBurnAmounts } from '../../../src/domain/liquidity/deriveBurnAmounts'

const position = { lpBalance: 1_000n, valueA: 300n, valueB: 7_000n, decimalsA: 0, decimalsB: 2 }

describe('deriveBurnAmounts', () => {
  it('takes a whole percent of the LP balance and of each amount, rounded down', () => {
    expect(deriveBurnAmounts({ independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '33' }, position)).toEqual({
      percent: { numerator: 33n, denominator: 100n },
      liquidity: 330n,
      amountA: 99n,
      amountB: 2_310n,
    })
  })

  it('follows an LP amount or either token amount as a share of the position', () => {
    const lp = { independentField: BurnField.LIQUIDITY, typedValue: '0.0000000000000005' }
    expect(deriveBurnAmounts(lp, position)).toMatchObject({ liquidity: 500n, amountA: 150n, amountB: 3_500n })
    const a = deriveBurnAmounts({ independentField: BurnField.CURRENCY_A, typedValue: '30' }, position)
    expect(a).toMatchObject({ liquidity: 100n, amountA: 30n, amountB: 700n })
    const b = deriveBurnAmounts({ independentField: BurnField.CURRENCY_B, typedValue: '35.00' }, position)
    expect(b).toMatchObject({ liquidity: 500n, amountA: 150n, amountB: 3_500n })
  })

  it('is nothing for no text, a fraction of a percent, too many decimals, more than the position or no position', () => {
    const percent = (typedValue: string) => ({ independentField: BurnField.LIQUIDITY_PERCENT, typedValue })
    expect(deriveBurnAmounts(percent(''), position)).toBeUndefined()
    expect(deriveBurnAmounts(percent('2.5'), position)).toBeUndefined()
    expect(deriveBurnAmounts(percent('101'), position)).toBeUndefined()
    expect(deriveBurnAmounts({ independentField: BurnField.CURRENCY_A, typedValue: '0.5' }, position)).toBeUndefined()
    expect(deriveBurnAmounts({ independentField: BurnField.CURRENCY_A, typedValue: '301' }, position)).toBeUndefined()
    expect(deriveBurnAmounts(percent('50'), { ...position, lpBalance: 0n })).toBeUndefined()
    expect(deriveBurnAmounts(percent('0'), position)).toMatchObject({ liquidity: 0n })
  })
})
