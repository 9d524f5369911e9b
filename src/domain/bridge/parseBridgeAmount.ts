import type { ChainId } from '../chains/ChainId'
import { BridgeAmountRequiredError } from '../errors/BridgeAmountRequiredError'
import { BridgeNegativeAmountError } from '../errors/BridgeNegativeAmountError'
import { parseTypedAmount } from '../input/parseTypedAmount'
import type { BridgeRoute } from './bridgeRoute'

/**
 * The amount typed, in the token's base units, as every bridge action reads it (the transfer's checks, the quote):
 * not negative, not empty or zero, a number of the token's decimals at most.
 *
 * @throws BridgeNegativeAmountError, BridgeAmountRequiredError (pleaseFillta), InvalidAmountInputError.
 * @example parseBridgeAmount('1.5', 128, route) // 1500000000000000000n for an 18-decimal token
 */
export function parseBridgeAmount(amountText: string, sourceChainId: number, route: BridgeRoute): bigint {
  const typed = amountText.trim()
  if (typed.startsWith('-')) throw new BridgeNegativeAmountError(typed)
  const amount = parseTypedAmount(typed, {
    kind: 'token',
    chainId: sourceChainId as ChainId,
    address: route.token.address,
    decimals: route.token.decimals,
    symbol: route.token.symbol,
    name: route.token.symbol,
  })?.raw
  if (amount === undefined) throw new BridgeAmountRequiredError()
  return amount
}
