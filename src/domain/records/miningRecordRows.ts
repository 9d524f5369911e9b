import type { MiningRecordEvent } from './MiningRecordEvent'
import type { RecordRow } from './RecordRow'
import type { SettledTransaction } from './SettledTransaction'
import type { TransactionRecordContext } from './transactionRecordRows'

const NATIVE_DECIMALS = 18

/**
 * The mining records as CSV rows (issue 30 item 10), newest first: one per payout (`miningReward`, `lpWithdraw`,
 * `capitalWithdraw`), what the account received in `out`, and its transaction's gas fee (gasUsed × effectiveGasPrice,
 * in the native coin) on the first row of that transaction only, so the fee column sums to what was paid. Block times
 * come from the transactions `settled` read back (an event whose transaction is not among them has no row). A token
 * the context does not know is written by its address, with 18 decimals.
 */
export function miningRecordRows(
  events: readonly MiningRecordEvent[],
  settled: ReadonlyMap<string, SettledTransaction>,
  account: string,
  context: Pick<TransactionRecordContext, 'native' | 'tokenOf'>,
): RecordRow[] {
  const newestFirst = [...events].sort((a, b) => b.blockNumber - a.blockNumber || b.logIndex - a.logIndex)
  const feePaid = new Set<string>()
  return newestFirst.flatMap((event) => {
    const tx = settled.get(event.txHash.toLowerCase())
    if (!tx) return []
    const known = context.tokenOf(event.token)
    const first = !feePaid.has(tx.hash)
    feePaid.add(tx.hash)
    return [
      {
        time: tx.time,
        chainId: event.chainId,
        txHash: tx.hash,
        action: event.kind,
        status: 'success',
        account: account.toLowerCase(),
        out: { symbol: known?.symbol ?? event.token, raw: event.amount, decimals: known?.decimals ?? 18 },
        ...(first
          ? {
              fee: {
                symbol: context.native.symbol,
                raw: tx.gasUsed * tx.effectiveGasPrice,
                decimals: NATIVE_DECIMALS,
              },
            }
          : {}),
      },
    ]
  })
}

/**
 * The mining records of `account`: its payouts (`events`), each transaction read back once by `settledOf` (one at a
 * time, as the transactions' records are), as rows newest first.
 */
export async function readMiningRecords(
  events: readonly MiningRecordEvent[],
  settledOf: (hash: string) => Promise<SettledTransaction | null>,
  account: string,
  context: Pick<TransactionRecordContext, 'native' | 'tokenOf'>,
): Promise<RecordRow[]> {
  const settled = new Map<string, SettledTransaction>()
  for (const hash of new Set(events.map((event) => event.txHash.toLowerCase()))) {
    const tx = await settledOf(hash)
    if (tx) settled.set(hash, tx)
  }
  return miningRecordRows(events, settled, account, context)
}
