import type { Command } from 'commander'
import { formatBalance } from '../../domain/format/formatBalance'
import { readMiningRecords } from '../../domain/records/miningRecordRows'
import { csvTimestamp, recordsCsv } from '../../domain/records/recordsCsv'
import { transactionRecordContext } from '../../domain/records/transactionRecordContext'
import type { CliContext } from '../CliContext'
import { CSV_OPTION } from '../csvOption'
import { readerAccount } from '../readerAccount'
import { addReaderOptions, type ReaderOptions } from '../readerOptions'
import { readerSigner } from '../readerSigner'

const ACTION_WORDS: Readonly<Record<string, string>> = {
  miningReward: 'reward',
  lpWithdraw: 'LP withdrawn',
  capitalWithdraw: 'capital withdrawn',
}

/**
 * `fomo mining records`: the account's mining payouts on the chain, newest first, read from the chain itself (the
 * reward distributor's rewards, LP taken out of LP mining, capital-pool withdrawals); `--csv` prints them as the
 * records CSV, as the LP income screen's Download CSV.
 */
export function registerMiningRecordsCommand(mining: Command, context: CliContext): void {
  addReaderOptions(
    mining
      .command('records')
      .description('your mining rewards and withdrawals on this chain, newest first; --csv exports them')
      .option(...CSV_OPTION),
    'whose records',
  ).action(async (options: ReaderOptions & { csv?: true }) => {
    const { output } = context.config()
    const rows = await context.withChain(readerSigner(options), async (session) => {
      const account = await readerAccount(session, options)
      const { chainId } = session.config
      const events = await session.ports.miningRecords.eventsOf(
        chainId,
        account,
        session.record.contracts,
        session.record.startBlock,
      )
      const records = transactionRecordContext(session.config.nativeCurrency, session.tokens)
      return readMiningRecords(events, (hash) => session.ports.settled.settledOf(chainId, hash), account, records)
    })
    if (options.csv) return output.csv(recordsCsv(rows))
    output.result({ records: rows }, () => {
      if (rows.length === 0) output.line('No data')
      for (const row of rows) {
        const paid =
          row.out && 'raw' in row.out ? `${formatBalance(row.out.raw, row.out.decimals)} ${row.out.symbol}` : ''
        output.line(`${csvTimestamp(row.time)}  ${ACTION_WORDS[row.action] ?? row.action}  ${paid}  ${row.txHash}`)
      }
    })
  })
}
