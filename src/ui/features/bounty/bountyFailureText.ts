import type { MessageId } from '../../locales/en'
import type { Translate } from '../../stores/Translate'

/** The bounty area's own errors, keyed by the error's name. */
const KEYS: Readonly<Record<string, MessageId>> = {
  InviteTaskNotCompleteError: 'bounty.error.taskNotComplete',
  InviteTaskPendingError: 'bounty.error.taskPending',
  InviteTaskReceivedError: 'bounty.error.taskReceived',
  UnknownInviteTaskError: 'bounty.error.unknownTask',
  InvalidGameTypeError: 'bounty.error.gameType',
  InvalidPromotionMonthError: 'bounty.error.month',
}

/** The red notice's text for a bounty error in the current locale; `undefined` for any other error (programmeFailureText). */
export function bountyFailureText(error: unknown, t: Translate): string | undefined {
  const key = error instanceof Error ? KEYS[error.name] : undefined
  return key ? t(key) : undefined
}
