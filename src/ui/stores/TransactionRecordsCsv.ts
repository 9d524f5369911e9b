import { readTransactionRecords } from '../../domain/records/readTransactionRecords'
import { recordsCsv } from '../../domain/records/recordsCsv'
import { transactionRecordContext } from '../../domain/records/transactionRecordContext'
import type { SettledTransactions } from '../../ports/SettledTransactions'
import type { CurrencyDirectory } from './CurrencyDirectory'
import type { TransactionsViewStore } from './TransactionsViewStore'

/**
 * The account dialog's Download CSV of the recent transactions (issue 30 item 10): those of the shown chain, newest
 * first, read back from the chain as the records CSV (what `fomo tx --csv` prints); tokens named by the shown lists.
 */
export class TransactionRecordsCsv {
  constructor(
    private readonly transactions: Pick<TransactionsViewStore, 'forChain'>,
    private readonly directory: Pick<CurrencyDirectory, 'chainId' | 'chainConfig' | 'tokens'>,
    private readonly settled: SettledTransactions,
  ) {}

  /** The shown chain's transactions as CSV (the header alone on a network FomoSwap is not on). */
  async csv(): Promise<string> {
    const { chainId, chainConfig } = this.directory
    if (!chainConfig) return recordsCsv([])
    const context = transactionRecordContext(chainConfig.nativeCurrency, this.directory.tokens)
    const settledOf = (hash: string) => this.settled.settledOf(chainId, hash)
    return recordsCsv(await readTransactionRecords(this.transactions.forChain(chainId), settledOf, context))
  }
}
