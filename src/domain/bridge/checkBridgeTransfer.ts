import type { BridgeChainView } from '../../ports/BridgeApi'
import { BelowBridgeMinimumError } from '../errors/BelowBridgeMinimumError'
import { BridgeExceedsBalanceError } from '../errors/BridgeExceedsBalanceError'
import { BridgeRecipientRequiredError } from '../errors/BridgeRecipientRequiredError'
import { WalletNotConnectedError } from '../errors/WalletNotConnectedError'
import { type BridgeRoute, bridgeRoute } from './bridgeRoute'
import { parseBridgeAmount } from './parseBridgeAmount'

/** A cross-chain transfer as the form or the command holds it, before any check. */
export interface BridgeTransferInput {
  /** The connected (or signing) account; `undefined` without one. */
  readonly account: string | undefined
  /** The chain the wallet is on: the transfer leaves from it. */
  readonly sourceChainId: number
  /** `get-convert-config` for the account. */
  readonly chains: readonly BridgeChainView[]
  readonly symbol: string
  /** The amount as typed, in whole token units ("1.5"). */
  readonly amountText: string
  /** The account's balance of the token on the source chain, base units. */
  readonly balance: bigint
  /** The recipient as typed: an address or a name. */
  readonly recipient: string
}

/** A transfer that passed the checks: the account, its route and the exact amount. */
export interface CheckedBridgeTransfer extends BridgeRoute {
  readonly account: string
  readonly amount: bigint
}

/**
 * The cross-chain checks of spec section 5 in its order, before anything is approved, signed or sent: a wallet
 * connected; a chain and token the bridge carries; the amount not negative, not empty or zero, not above the
 * balance; a recipient filled in. Whether the recipient is an address or a name that resolves is
 * BridgeService.resolveRecipient's.
 *
 * @throws WalletNotConnectedError, BridgeChainNotConfiguredError, BridgeTokenNotListedError, BridgeNegativeAmountError,
 *   BridgeAmountRequiredError (pleaseFillta), InvalidAmountInputError, BridgeExceedsBalanceError (exceededMax),
 *   BelowBridgeMinimumError (below the token's minimum, issue 27), BridgeRecipientRequiredError (pleaseFillwa).
 */
export function checkBridgeTransfer(input: BridgeTransferInput): CheckedBridgeTransfer {
  const { account } = input
  if (!account) throw new WalletNotConnectedError()
  const route = bridgeRoute(input.chains, input.sourceChainId, input.symbol)
  const amount = parseBridgeAmount(input.amountText, input.sourceChainId, route)
  if (amount > input.balance) throw new BridgeExceedsBalanceError(amount, input.balance, route.token.symbol)
  if (amount < route.token.minAmount) throw new BelowBridgeMinimumError(route.token.minAmount, route.token)
  if (input.recipient.replace(/\s+/g, '') === '') throw new BridgeRecipientRequiredError()
  return { ...route, account, amount }
}
