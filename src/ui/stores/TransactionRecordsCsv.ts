import type { SettledTransactions } from '../../ports/SettledTransactions'
import type { CurrencyDirectory } from './CurrencyDirectory'
import type { TransactionsViewStore } from './TransactionsViewStore'

/**
 * The account dialog's Download CSV of the recent transactions (issue 30 item 10): those of the shown chain, newest
 * first, read back from the chain as the records CSV (what `fomo tx --csv` prints); tokens named by the shown lists.
 * The records' code loads with the first download (transactionRecordModules).
 */
export class TransactionRecordsCsv {
  constructor(
    private readonly transactions: Pick<TransactionsViewStore, 'forChain'>,
    private readonly directory: Pick<CurrencyDirectory, 'chainId' | 'chainConfig' | 'tokens'>,
    private readonly settled: SettledTransactions,
  ) {}

  /** The shown chain's transactions as CSV (the header alone on a network FomoSwap is not on). */
  async csv(): Promise<string> {
    // what the click saw, read before the records' chunk loads
    const { chainId, chainConfig, tokens } = this.directory
    const transactions = this.transactions.forChain(chainId)
    const { readTransactionRecords, recordsCsv, transactionRecordContext } = await import('./transactionRecordModules')
    if (!chainConfig) return recordsCsv([])
    const context = transactionRecordContext(chainConfig.nativeCurrency, tokens)
    const settledOf = (hash: string) => this.settled.settledOf(chainId, hash)
    return recordsCsv(await readTransactionRecords(transactions, settledOf, context))
  }
}
