import type { InputError } from './InputError'

/** What the remove-liquidity screen knows when it decides whether the remove button works (raw amounts). */
export interface RemoveLiquidityErrorInputs {
  readonly account: string | undefined
  /** The LP tokens to burn, and the two token amounts they return; `undefined` until entered or computed. */
  readonly liquidityAmount: bigint | undefined
  readonly amountA: bigint | undefined
  readonly amountB: bigint | undefined
  /** The symbol of the balance the typed amount is above (`burnExceedsPosition`), if it is. */
  readonly exceeds?: string | undefined
}

/**
 * The first reason liquidity cannot be removed (spec section 5): Connect Wallet; Insufficient {symbol} balance when
 * the typed amount is above the position; Enter an amount while the LP amount or either token amount is missing or
 * zero. `undefined` when it can.
 *
 * @example removeLiquidityInputError({ account, liquidityAmount: 0n, amountA: 0n, amountB: 0n }) // { key: 'enterAmount' }
 */
export function removeLiquidityInputError(inputs: RemoveLiquidityErrorInputs): InputError | undefined {
  if (inputs.account === undefined) return { key: 'connectWallet' }
  const { liquidityAmount, amountA, amountB, exceeds } = inputs
  if (exceeds !== undefined) return { key: 'insufficientBalance', params: { symbol: exceeds } }
  if (!liquidityAmount || !amountA || !amountB) return { key: 'enterAmount' }
  return undefined
}
