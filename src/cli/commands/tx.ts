import type { Command } from 'commander'
import { describeTransaction } from '../../domain/transactions/describeTransaction'
import { restoreTransactions } from '../../domain/transactions/restoreTransactions'
import { transactionsReducer } from '../../domain/transactions/transactionsReducer'
import type { StoredTransactions } from '../../ports/TransactionsStore'
import type { CliContext } from '../CliContext'

/** `fomo tx`: recent transactions on the chain with their status (pending ones re-checked), or `--clear` them. */
export function registerTxCommand(program: Command, context: CliContext): void {
  program
    .command('tx')
    .description('recent transactions on the chain and their status; --clear forgets them')
    .option('--clear', 'clear all recent transactions of this chain')
    .action(async (options: { clear?: boolean }) => {
      const { output } = context.config()
      const rows = await context.withChain(undefined, async (session) => {
        const { chainId } = session.config
        const store = session.ports.transactions
        let state = restoreTransactions(await store.read())
        if (options.clear) {
          state = transactionsReducer(state, { type: 'clearAll', chainId })
        } else {
          const receipts = session.ports.receipts
          for (const tx of Object.values(state[chainId] ?? {})) {
            if (tx.receipt) continue
            const receipt = await receipts.receiptOf(chainId, tx.hash)
            if (receipt)
              state = transactionsReducer(state, {
                type: 'finalize',
                chainId,
                hash: tx.hash,
                receipt,
                now: session.clock.now(),
              })
          }
        }
        await store.write(state as unknown as StoredTransactions)
        return Object.values(state[chainId] ?? {})
          .sort((a, b) => b.addedTime - a.addedTime)
          .map((tx) => ({
            hash: tx.hash,
            summary: tx.summary === undefined ? null : describeTransaction(tx.summary),
            // the summary as data (kind, amounts, symbols); null for one recorded as text by an earlier version
            details: typeof tx.summary === 'object' ? tx.summary : null,
            addedTime: new Date(tx.addedTime).toISOString(),
            status: !tx.receipt ? 'pending' : tx.receipt.status === 1 ? 'success' : 'failed',
            blockNumber: tx.receipt?.blockNumber ?? null,
          }))
      })
      output.result({ transactions: rows }, () => {
        if (options.clear) return output.line('Cleared the recent transactions of this chain.')
        if (rows.length === 0) output.line('No recent transactions on this chain.')
        for (const row of rows) output.line(`${row.status.padEnd(8)} ${row.hash}  ${row.summary ?? ''}`)
      })
    })
}
