import type { BridgeStatusView } from '../../../ports/BridgeApi'
import type { MessageId } from '../../locales/en'

type Translate = (id: MessageId, values?: Readonly<Record<string, string | number>>) => string

/**
 * The line under a transfer's status while the relayer's payouts fail: that delivery waits on the bridge operator and
 * the sender has nothing to do (the relayer cannot pay gas, a cap holds it), with the attempt and its error; none
 * before a failure, once delivered, or when the server does not say it waits on the operator.
 */
export function bridgeRetryText(status: BridgeStatusView | undefined, t: Translate): string | undefined {
  if (!status || status.status === 'delivered' || status.attempts === 0 || !status.lastError) return undefined
  const values = { attempts: status.attempts, error: status.lastError }
  return status.waitingOn === 'operator'
    ? t('bridge.status.waitingOnOperator', values)
    : t('bridge.status.retrying', values)
}
