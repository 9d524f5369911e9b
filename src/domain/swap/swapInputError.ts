import type { Currency } from '../currency/Currency'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { parseAddress } from '../input/parseAddress'
import { computeSlippageAdjustedAmounts } from '../trade/computeSlippageAdjustedAmounts'
import type { Trade } from '../trade/Trade'
import type { InputError } from './InputError'
import { tradeInvolvesAddress } from './tradeInvolvesAddress'
import { wrapDirection } from './wrapDirection'

/** The zero address burns what it receives: never a recipient. */
const ZERO_ADDRESS = /^0x0{40}$/i

/** What the swap screen knows when it decides whether the swap button works. */
export interface SwapErrorInputs {
  /** The connected wallet's address. */
  readonly account: string | undefined
  readonly inputCurrency: Currency | undefined
  readonly outputCurrency: Currency | undefined
  /** The typed amount on the independent side (`parseTypedAmount`). */
  readonly parsedAmount: CurrencyAmount | undefined
  /** Who receives the output: the account when no recipient was typed, else the typed one's (resolved) address. */
  readonly to: string | undefined
  /** `blockedRecipients` of the chain. */
  readonly blockedRecipients: readonly string[]
  /** The best trade, `undefined` when no route can fill it. */
  readonly trade: Trade | undefined
  readonly slippageBips: number
  /** The balance of the input currency, `undefined` while unknown. */
  readonly inputBalance: CurrencyAmount | undefined
}

/**
 * The first reason the swap cannot go ahead (spec section 5), in this order: Connect Wallet; Enter an amount; Select a
 * token; for HT ⇄ WHT (wrap or unwrap) only 'Insufficient HT/WHT balance'; Enter a recipient (no address to send
 * to); Invalid recipient (the zero address, a blocked address, or a token or pair on the route); Insufficient liquidity for this trade
 * (no route); Insufficient {symbol} balance (the balance is below the most the swap may sell at this slippage).
 * `undefined` when the swap can go ahead. Unlike the Uniswap interface, where the balance error overrode earlier ones,
 * the first error in the spec's order wins; liquidity comes before balance because without a trade there is no
 * amount to compare.
 *
 * @example inputErrorMessage(swapInputError({ ...inputs, account: undefined })!) // 'Connect Wallet'
 */
export function swapInputError(inputs: SwapErrorInputs): InputError | undefined {
  const { inputCurrency, outputCurrency, parsedAmount, inputBalance, trade } = inputs
  if (inputs.account === undefined) return { key: 'connectWallet' }
  if (parsedAmount === undefined) return { key: 'enterAmount' }
  if (inputCurrency === undefined || outputCurrency === undefined) return { key: 'selectToken' }
  if (wrapDirection(inputCurrency, outputCurrency) !== undefined) {
    const short = inputBalance !== undefined && inputBalance.raw < parsedAmount.raw
    return short ? { key: 'insufficientBalance', params: { symbol: inputCurrency.symbol } } : undefined
  }
  const to = inputs.to === undefined ? null : parseAddress(inputs.to)
  if (to === null) return { key: 'enterRecipient' }
  const blocked =
    ZERO_ADDRESS.test(to) || inputs.blockedRecipients.some((address) => address.toLowerCase() === to.toLowerCase())
  if (blocked || (trade !== undefined && tradeInvolvesAddress(trade, to))) return { key: 'invalidRecipient' }
  if (trade === undefined) return { key: 'insufficientLiquidity' }
  const { maximumAmountIn } = computeSlippageAdjustedAmounts(trade, inputs.slippageBips)
  if (inputBalance !== undefined && inputBalance.raw < maximumAmountIn) {
    return { key: 'insufficientBalance', params: { symbol: inputCurrency.symbol } }
  }
  return undefined
}
