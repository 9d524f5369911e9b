import { LpLockedError } from '../../domain/errors/LpLockedError'
import { formatLpBalance } from '../../domain/format/formatLpBalance'
import type { MessageId } from '../locales/en'
import { keyedFailureText } from './keyedFailureText'
import type { Translate } from './Translate'

/**
 * The programme errors whose text spec section 8 gives (the mining screens' words, which the bounty and season
 * screens share), keyed by the error's name.
 */
const KEYS: Readonly<Record<string, MessageId>> = {
  NoIncomeError: 'mining.error.noIncomeW',
  NoLpToWithdrawError: 'mining.error.noLPW',
  PledgeAmountRequiredError: 'mining.error.fillPA',
  PledgeExceedsBalanceError: 'mining.error.beyondMax',
  PledgeFailedError: 'mining.error.pledgeFailed',
  WithdrawalFailedError: 'mining.error.withdrawalFailed',
  ApprovalEstimateFailedError: 'mining.error.authorizeFailed',
  UnknownLockOptionError: 'mining.error.unknownLockOption',
  TooManyOpenLocksError: 'mining.error.tooManyLocks',
}

/**
 * The red notice's text for a failed programme action (mining, bounty, season), in the current locale; `undefined` when nothing should show:
 * the user rejected it in the wallet, or it is an API failure the reporting API has already shown.
 */
export function programmeFailureText(error: unknown, t: Translate): string | undefined {
  return keyedFailureText(error, t, {
    keys: KEYS,
    special: (failure) =>
      failure instanceof LpLockedError
        ? t('mining.error.lpLocked', { amount: formatLpBalance(failure.locked), until: failure.until * 1000 })
        : undefined,
    what: 'mining action failed',
  })
}
