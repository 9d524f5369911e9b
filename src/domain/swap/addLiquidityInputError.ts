import type { Currency } from '../currency/Currency'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import type { InputError } from './InputError'

/** What the add-liquidity screen knows when it decides whether the supply button works. */
export interface AddLiquidityErrorInputs {
  readonly account: string | undefined
  readonly currencyA: Currency | undefined
  readonly currencyB: Currency | undefined
  /** The pair's state (spec section 3); INVALID when a token is missing or both are the same. */
  readonly pairState: 'LOADING' | 'NOT_EXISTS' | 'EXISTS' | 'INVALID'
  readonly amountA: CurrencyAmount | undefined
  readonly amountB: CurrencyAmount | undefined
  readonly balanceA: CurrencyAmount | undefined
  readonly balanceB: CurrencyAmount | undefined
}

/**
 * The first reason liquidity cannot be added (spec section 5): Connect Wallet; Select a token (invalid pair); Enter
 * an amount (either side); Insufficient {symbol} balance for side A, then side B. `undefined` when it can.
 *
 * @example addLiquidityInputError({ ...inputs, amountB: undefined }) // { key: 'enterAmount' }
 */
export function addLiquidityInputError(inputs: AddLiquidityErrorInputs): InputError | undefined {
  const { amountA, amountB, balanceA, balanceB } = inputs
  if (inputs.account === undefined) return { key: 'connectWallet' }
  if (inputs.pairState === 'INVALID' || inputs.currencyA === undefined || inputs.currencyB === undefined) {
    return { key: 'selectToken' }
  }
  if (amountA === undefined || amountB === undefined) return { key: 'enterAmount' }
  if (balanceA !== undefined && balanceA.raw < amountA.raw) {
    return { key: 'insufficientBalance', params: { symbol: inputs.currencyA.symbol } }
  }
  if (balanceB !== undefined && balanceB.raw < amountB.raw) {
    return { key: 'insufficientBalance', params: { symbol: inputs.currencyB.symbol } }
  }
  return undefined
}
