import { DepositInTermError } from '../../../domain/errors/DepositInTermError'
import { formatBalance } from '../../../domain/format/formatBalance'
import type { MessageId } from '../../locales/en'
import { programmeFailureText } from '../../stores/programmeFailureText'
import type { Translate } from '../../stores/Translate'

/** The capital pool's own wording of the checks it shares with a pledge, keyed by the error's name. */
const KEYS: Readonly<Record<string, MessageId>> = {
  DepositAmountRequiredError: 'capital.error.fillAmount',
  PledgeExceedsBalanceError: 'mining.error.beyondMax',
  CapitalTokenNotListedError: 'capital.error.notListed',
  UnknownLockOptionError: 'capital.error.unknownOption',
  TooManyOpenDepositsError: 'capital.error.tooManyDeposits',
  PledgeFailedError: 'capital.error.depositFailed',
  NoDepositToWithdrawError: 'capital.error.noDeposit',
}

/** The red notice's text for a failed capital-pool action; otherwise as for the mining actions. */
export function capitalFailureText(error: unknown, t: Translate): string | undefined {
  if (error instanceof DepositInTermError) {
    const { inTerm, until, token } = error
    return t('capital.error.inTerm', {
      amount: formatBalance(inTerm, token.decimals),
      symbol: token.symbol,
      until: until * 1000,
    })
  }
  const key = error instanceof Error ? KEYS[error.name] : undefined
  return key ? t(key) : programmeFailureText(error, t)
}
