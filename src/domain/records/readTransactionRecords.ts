import type { TransactionDetails } from '../transactions/TransactionDetails'
import type { RecordRow } from './RecordRow'
import type { SettledTransaction } from './SettledTransaction'
import { type TransactionRecordContext, transactionRecordRows } from './transactionRecordRows'

/**
 * The records rows of tracked transactions, in the order given, each read back from its chain by `settledOf` (one at
 * a time: a node's rate limit is not a reason to miss one); one not mined yet is no on-chain event and has none.
 */
export async function readTransactionRecords(
  transactions: readonly TransactionDetails[],
  settledOf: (hash: string) => Promise<SettledTransaction | null>,
  context: TransactionRecordContext,
): Promise<RecordRow[]> {
  const rows: RecordRow[] = []
  for (const tx of transactions) {
    const settled = await settledOf(tx.hash)
    if (settled) rows.push(...transactionRecordRows(tx.summary, settled, context))
  }
  return rows
}
