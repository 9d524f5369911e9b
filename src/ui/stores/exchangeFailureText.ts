import { NotReleasedYetError } from '../../domain/errors/NotReleasedYetError'
import type { MessageId } from '../locales/en'
import { keyedFailureText } from './keyedFailureText'
import type { Translate } from './Translate'

/** The exchange errors whose text spec section 8 gives (or the screens word), keyed by the error's name. */
const KEYS: Readonly<Record<string, MessageId>> = {
  ExchangeAmountRequiredError: 'exchange.error.inputExAm',
  ExchangeExceedsBalanceError: 'exchange.error.exMax',
  ExchangeRecipientRequiredError: 'exchange.error.recipientRequired',
  InvalidRecipientError: 'exchange.error.invalidRecipient',
  RiskyRecipientError: 'exchange.error.invalidRecipient',
  ExchangeClosedError: 'exchange.error.closeExchange',
  NothingReleasedError: 'exchange.error.nothingReleased',
  NothingInvestedError: 'exchange.error.nothingInvested',
  WithdrawalFailedError: 'mining.error.withdrawalFailed',
  ApprovalEstimateFailedError: 'mining.error.authorizeFailed',
}

/**
 * The red notice's text for a failed exchange or release action, in the current locale; `undefined` when nothing
 * should show: the user rejected it in the wallet, or it is an API failure the reporting API has already shown.
 */
export function exchangeFailureText(error: unknown, t: Translate): string | undefined {
  return keyedFailureText(error, t, {
    keys: KEYS,
    special: (failure) => textWithFigures(failure, t),
    what: 'exchange action failed',
  })
}

/** The texts that depend on the error: which minimum, which chain to go to, when the release starts. */
function textWithFigures(error: Error, t: Translate): string | undefined {
  const details = error as Error & { key?: string; details?: Record<string, unknown> }
  if (error.name === 'BelowExchangeMinimumError') {
    const minimum = String(details.details?.minimum ?? '')
    return t(details.key === 'minimum2' ? 'exchange.error.minimum2' : 'exchange.error.minimum1', { minimum })
  }
  if (error.name === 'WrongExchangeChainError') {
    return t(details.key === 'goToBscEx' ? 'exchange.error.goToBscEx' : 'exchange.error.goToHecoEx')
  }
  if (error instanceof NotReleasedYetError)
    return t('exchange.error.notReleasedYet', { from: error.releasesFrom * 1000 })
  return undefined
}
