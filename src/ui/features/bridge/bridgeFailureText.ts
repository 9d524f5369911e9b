import type { MessageId } from '../../locales/en'
import { keyedFailureText } from '../../stores/keyedFailureText'
import type { Translate } from '../../stores/Translate'

/** The bridge errors whose text spec section 8 gives (or the screen words), keyed by the error's name. */
const KEYS: Readonly<Record<string, MessageId>> = {
  BridgeAmountRequiredError: 'bridge.error.pleaseFillta',
  BridgeExceedsBalanceError: 'bridge.error.exceededMax',
  BridgeRecipientRequiredError: 'bridge.error.pleaseFillwa',
  BridgeNegativeAmountError: 'bridge.error.negative',
  InvalidRecipientError: 'bridge.error.invalidRecipient',
  RiskyRecipientError: 'bridge.error.invalidRecipient',
  InvalidAmountInputError: 'bridge.error.pleaseFillta',
  BridgeTokenNotListedError: 'bridge.error.tokenNotListed',
  BridgeChainNotConfiguredError: 'bridge.error.wrongChain',
  BridgeSignatureMismatchError: 'bridge.error.mismatch',
  ApprovalEstimateFailedError: 'bridge.error.authorizeFailed',
}

/**
 * The red notice's text for a failed transfer, in the current locale; `undefined` when nothing should show: the user
 * rejected it in the wallet, or it is an API failure (the quota, the balance) the reporting API has already shown.
 */
export function bridgeFailureText(error: unknown, t: Translate): string | undefined {
  return keyedFailureText(error, t, {
    keys: KEYS,
    special: (failure) => textWithFigures(failure, t),
    what: 'cross-chain transfer failed',
  })
}

/** The texts that carry the error's figures: the chain's reason for a failed transfer, the minimum and its token. */
function textWithFigures(error: Error, t: Translate): string | undefined {
  if (error.name === 'BridgeTransferFailedError') {
    const reason = String((error as Error & { details?: { reason?: unknown } }).details?.reason ?? '')
    return t('bridge.error.failed', { reason })
  }
  if (error.name === 'BelowBridgeMinimumError') {
    const details = (error as Error & { details?: { shown?: unknown; symbol?: unknown } }).details
    return t('bridge.error.belowMinimum', {
      amount: String(details?.shown ?? ''),
      symbol: String(details?.symbol ?? ''),
    })
  }
  return undefined
}
