import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { wrapCurrency } from '../currency/wrapCurrency'
import { calculateSlippageAmount } from './calculateSlippageAmount'
import type { LiquidityCall } from './LiquidityCall'

/**
 * The router call that adds `amountA` and `amountB` (spec section 7): `addLiquidityETH` when one side is the native
 * coin, else `addLiquidity`; the minimums are the amounts less the slippage tolerance, or the amounts themselves for
 * the first provider (who sets the price).
 *
 * @example buildAddLiquidityCall({ amountA, amountB, noLiquidity: false, slippageBips: 50, to, deadline }).methodName // 'addLiquidity'
 */
export function buildAddLiquidityCall(input: {
  amountA: CurrencyAmount
  amountB: CurrencyAmount
  noLiquidity: boolean
  slippageBips: number
  to: string
  deadline: bigint
}): LiquidityCall {
  const { amountA, amountB, to, deadline } = input
  const min = (raw: bigint) => (input.noLiquidity ? raw : calculateSlippageAmount(raw, input.slippageBips)[0])
  const native = [amountA, amountB].find((amount) => amount.currency.kind === 'native')
  if (native) {
    const token = native === amountA ? amountB : amountA
    return {
      methodName: 'addLiquidityETH',
      args: [wrapCurrency(token.currency).address, token.raw, min(token.raw), min(native.raw), to, deadline],
      value: native.raw,
    }
  }
  return {
    methodName: 'addLiquidity',
    args: [
      wrapCurrency(amountA.currency).address,
      wrapCurrency(amountB.currency).address,
      amountA.raw,
      amountB.raw,
      min(amountA.raw),
      min(amountB.raw),
      to,
      deadline,
    ],
    value: 0n,
  }
}
