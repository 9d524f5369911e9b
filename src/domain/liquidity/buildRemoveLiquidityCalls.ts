import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { wrapCurrency } from '../currency/wrapCurrency'
import { calculateSlippageAmount } from './calculateSlippageAmount'
import type { LiquidityCall } from './LiquidityCall'
import type { SplitSignature } from './splitSignature'

/**
 * The router calls that remove `liquidity` for `amountA` and `amountB`, in the order to try them (spec section 4):
 * with the native coin `removeLiquidityETH` then its fee-on-transfer form, else `removeLiquidity`; each as its
 * `...WithPermit` form (approveMax false) when a permit `signature` replaces the approval.
 *
 * @example buildRemoveLiquidityCalls({ ...input, signature: undefined }).map((call) => call.methodName) // ['removeLiquidity']
 */
export function buildRemoveLiquidityCalls(input: {
  amountA: CurrencyAmount
  amountB: CurrencyAmount
  liquidity: bigint
  slippageBips: number
  to: string
  deadline: bigint
  signature: SplitSignature | undefined
}): LiquidityCall[] {
  const { amountA, amountB, liquidity, to, deadline, signature } = input
  const min = (raw: bigint) => calculateSlippageAmount(raw, input.slippageBips)[0]
  const permit = signature ? [false, signature.v, signature.r, signature.s] : []
  const suffix = signature ? 'WithPermit' : ''
  const native = [amountA, amountB].find((amount) => amount.currency.kind === 'native')
  if (native) {
    const token = native === amountA ? amountB : amountA
    const args = [
      wrapCurrency(token.currency).address,
      liquidity,
      min(token.raw),
      min(native.raw),
      to,
      deadline,
      ...permit,
    ]
    return [
      { methodName: `removeLiquidityETH${suffix}`, args, value: 0n },
      { methodName: `removeLiquidityETH${suffix}SupportingFeeOnTransferTokens`, args, value: 0n },
    ]
  }
  const args = [
    wrapCurrency(amountA.currency).address,
    wrapCurrency(amountB.currency).address,
    liquidity,
    min(amountA.raw),
    min(amountB.raw),
    to,
    deadline,
    ...permit,
  ]
  return [{ methodName: `removeLiquidity${suffix}`, args, value: 0n }]
}
