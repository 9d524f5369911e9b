/**
 * What the recent transactions' CSV is built from, as one chunk that TransactionRecordsCsv loads with the first
 * download: the swap page's JavaScript carries none of it (issue 31).
 */
export { readTransactionRecords } from '../../domain/records/readTransactionRecords'
export { recordsCsv } from '../../domain/records/recordsCsv'
export { transactionRecordContext } from '../../domain/records/transactionRecordContext'
