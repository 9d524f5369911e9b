import type { TransactionSummary } from '../../domain/transactions/TransactionSummary'
import type { MessageId } from '../locales/en'

type Translate = (id: MessageId, values?: Readonly<Record<string, string | number>>) => string

/** A transaction's summary in the user's language; one stored as text by an earlier version shows as it is. */
export function transactionSummaryText(summary: TransactionSummary | string, t: Translate): string {
  if (typeof summary === 'string') return summary
  const { kind, ...values } = summary
  if (kind === 'swap' && 'recipient' in values && values.recipient !== undefined) return t('tx.summary.swapTo', values)
  if (kind === 'pledge' && summary.lockDays === '0') return t('tx.summary.pledgeDemand', values)
  if (summary.kind === 'claimTitle') {
    return t(summary.tier === '2' ? 'tx.summary.claimExplorer' : 'tx.summary.claimAdventurer', values)
  }
  return t(`tx.summary.${summary.kind}`, values)
}
