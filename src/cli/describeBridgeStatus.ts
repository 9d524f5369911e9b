import { formatBalance } from '../domain/format/formatBalance'
import type { BridgeStatusView } from '../ports/BridgeApi'

/** A transfer's status as one line for people (`fomo bridge status`, the progress of `send`). */
export function describeBridgeStatus(status: BridgeStatusView, decimals = 18): string {
  const retry =
    status.attempts > 0 && status.lastError && status.status !== 'delivered'
      ? ` (delivery waits on the bridge operator, nothing to do on your side: attempt ${status.attempts} failed: ${status.lastError}${status.nextAttemptAt ? `; next try at ${new Date(status.nextAttemptAt * 1000).toISOString()}` : ''})`
      : ''
  switch (status.status) {
    case 'signed':
      return `signed, waiting for the collection on chain ${status.sourceChainId} (deadline ${new Date(status.deadline * 1000).toISOString()})`
    case 'collected':
      return `collected on chain ${status.sourceChainId}: ${status.confirmations}/${status.required} confirmations${status.sourceTx ? ` (${status.sourceTx})` : ''}`
    case 'relaying':
      return `relaying to chain ${status.targetChainId}${retry}`
    case 'delivered':
      return `delivered: ${formatBalance(status.payout, decimals)} ${status.token} on chain ${status.targetChainId} to ${status.recipient}${status.targetTx ? ` (${status.targetTx})` : ''}`
    case 'expired':
      return 'expired: not collected by its deadline; its quota is back'
    case 'returned':
      return 'cancelled: its quota is back'
  }
}
