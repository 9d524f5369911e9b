import { AmountAboveUint256Error } from '../errors/AmountAboveUint256Error'
import { parseUnits } from '../format/parseUnits'
import { sanitizeAmountInput } from '../input/sanitizeAmountInput'
import type { Ratio } from '../math/Ratio'
import { MAX_UINT256 } from '../math/uintLimits'
import { BurnField, type BurnState } from './BurnState'
import type { BurnPosition } from './deriveBurnAmounts'

/**
 * The share of the position the remove form's typed value stands for (spec section 3): a whole percent over 100, or
 * an LP or token amount over the position's LP balance or value of that token. Not bounded: above 1 when the text is
 * more than the position. `undefined` for no text, unreadable text or an empty position.
 *
 * @example burnShare({ independentField: BurnField.LIQUIDITY_PERCENT, typedValue: "150" }, position) // { numerator: 150n, denominator: 100n }
 */
export function burnShare(state: BurnState, position: BurnPosition): Ratio | undefined {
  const text = sanitizeAmountInput(state.typedValue)
  if (text === null || text === '' || text === '.') return undefined
  const amount = (decimals: number) => {
    const exact = text.includes('.') ? text.replace(/0+$/, '') : text
    const fraction = exact.split('.')[1] ?? ''
    // typed as '.5' or '5.': the strict parser wants '0.5' and '5'
    const written = `${exact.startsWith('.') ? '0' : ''}${exact.endsWith('.') ? exact.slice(0, -1) : exact}`
    if (fraction.length > decimals) return undefined
    try {
      return parseUnits(written, decimals)
    } catch (error) {
      if (error instanceof AmountAboveUint256Error) return MAX_UINT256 + 1n // more than any position
      throw error
    }
  }
  const over = (raw: bigint | undefined, whole: bigint) =>
    raw === undefined || whole === 0n ? undefined : { numerator: raw, denominator: whole }
  switch (state.independentField) {
    case BurnField.LIQUIDITY_PERCENT:
      return /^\d+$/.test(text) ? { numerator: BigInt(text), denominator: 100n } : undefined
    case BurnField.LIQUIDITY:
      return over(amount(18), position.lpBalance)
    case BurnField.CURRENCY_A:
      return over(amount(position.decimalsA), position.valueA)
    case BurnField.CURRENCY_B:
      return over(amount(position.decimalsB), position.valueB)
  }
}
