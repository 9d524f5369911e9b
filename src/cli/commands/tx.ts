import type { Command } from 'commander'
import { readTransactionRecords } from '../../domain/records/readTransactionRecords'
import { recordsCsv } from '../../domain/records/recordsCsv'
import { transactionRecordContext } from '../../domain/records/transactionRecordContext'
import { describeTransaction } from '../../domain/transactions/describeTransaction'
import { restoreTransactions } from '../../domain/transactions/restoreTransactions'
import { transactionsReducer } from '../../domain/transactions/transactionsReducer'
import type { StoredTransactions } from '../../ports/TransactionsStore'
import type { CliContext } from '../CliContext'
import { type AccountInput, parseAccountOption } from '../parseAccountOption'
import { resolveAccount } from '../resolveAccount'

interface TxOptions {
  clear?: true
  /** Only the transactions this account sent. */
  address?: AccountInput
  csv?: true
}

/**
 * `fomo tx`: recent transactions on the chain with their status (pending ones re-checked) and who sent each (the
 * store keeps every signer's: `--address` shows one sender's), or `--clear` them; `--csv` prints the mined ones as the
 * records CSV, read back from the chain (the README's rows), as the account dialog's Download CSV.
 */
export function registerTxCommand(program: Command, context: CliContext): void {
  program
    .command('tx')
    .description('recent transactions on the chain, who sent them and their status; --clear forgets them')
    .option('--clear', 'clear all recent transactions of this chain')
    .option('--address <address or name>', 'only the transactions this account sent', parseAccountOption)
    .option('--csv', 'print the mined ones as CSV, read from the chain: one row per on-chain event, as the README says')
    .action(async (options: TxOptions) => {
      const { output } = context.config()
      const { rows, csv } = await context.withChain(undefined, async (session) => {
        const { chainId } = session.config
        const sender = options.address && (await resolveAccount(session, options.address))
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
        const listed = Object.values(state[chainId] ?? {})
          .filter((tx) => sender === undefined || tx.from.toLowerCase() === sender)
          .sort((a, b) => b.addedTime - a.addedTime)
        if (options.csv && !options.clear) {
          const records = transactionRecordContext(session.config.nativeCurrency, session.tokens)
          const settledOf = (hash: string) => session.ports.settled.settledOf(chainId, hash)
          return { rows: [], csv: recordsCsv(await readTransactionRecords(listed, settledOf, records)) }
        }
        const rows = listed.map((tx) => ({
          hash: tx.hash,
          from: tx.from.toLowerCase(),
          summary: tx.summary === undefined ? null : describeTransaction(tx.summary),
          // the summary as data (kind, amounts, symbols); null for one recorded as text by an earlier version
          details: typeof tx.summary === 'object' ? tx.summary : null,
          addedTime: new Date(tx.addedTime).toISOString(),
          status: !tx.receipt ? 'pending' : tx.receipt.status === 1 ? 'success' : 'failed',
          blockNumber: tx.receipt?.blockNumber ?? null,
        }))
        return { rows, csv: undefined }
      })
      if (csv !== undefined) return output.csv(csv)
      output.result({ transactions: rows }, () => {
        if (options.clear) return output.line('Cleared the recent transactions of this chain.')
        if (rows.length === 0) return output.line('No recent transactions on this chain.')
        output.line(`${'status'.padEnd(8)} ${'from'.padEnd(42)} ${'hash'.padEnd(66)}  summary`)
        for (const row of rows)
          output.line(`${row.status.padEnd(8)} ${row.from} ${row.hash}  ${row.summary ?? ''}`.trimEnd())
      })
    })
}
