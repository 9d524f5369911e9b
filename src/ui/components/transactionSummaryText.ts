import type { TransactionSummary } from '../../domain/transactions/TransactionSummary'
import type { MessageId } from '../locales/en'
import { networkName } from './networkName'

type Translate = (id: MessageId, values?: Readonly<Record<string, string | number>>) => string

/** A transaction's summary in the user's language; one stored as text by an earlier version shows as it is. */
export function transactionSummaryText(summary: TransactionSummary | string, t: Translate): string {
  if (typeof summary === 'string') return summary
  const { kind, ...values } = summary
  if (kind === 'swap' && 'recipient' in values && values.recipient !== undefined) return t('tx.summary.swapTo', values)
  if (kind === 'pledge' && summary.lockDays === '0') return t('tx.summary.pledgeDemand', values)
  if (kind === 'bridge')
    return t('tx.summary.bridge', { ...values, chain: networkName(t, Number(summary.targetChain)) })
  if (kind === 'claimTitle')
    return t(summary.tier === '1' ? 'tx.summary.claimAdventurerTitle' : 'tx.summary.claimExplorerTitle', values)
  return t(`tx.summary.${kind}`, values)
}
