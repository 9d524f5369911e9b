import { type Command, InvalidArgumentError } from 'commander'
import { ApiError } from '../../domain/errors/ApiError'
import { formatUnits } from '../../domain/format/formatUnits'
import type { CliContext } from '../CliContext'
import { DEFAULT_API_URL } from '../defaultApiUrl'
import { ApiUnreachableError } from '../errors/ApiUnreachableError'
import { parseWholeNumber } from '../parseWholeNumber'

/**
 * `fomo leaderboard [--page N] [--api <url>]`: the directors' leaderboard of the chosen chain as the server's latest
 * daily snapshot gives it (rank, address, status, DAO voucher in LP), with the day, time zone and cut-off it was taken
 * at; `--json` prints the page as the API types it.
 */
export function registerLeaderboardCommand(program: Command, context: CliContext): void {
  program
    .command('leaderboard')
    .description("the directors' leaderboard: the top 51 accounts by DAO voucher, as of the last daily 24:00")
    .option('--page <n>', 'the page to show, from 1 (20 rows a page)', pageNumber, 1)
    .option('--api <url>', 'base URL of the FomoSwap API server', DEFAULT_API_URL)
    .action(async (options: { page: number; api: string }) => {
      const { output, chainId } = context.config()
      const view = await context
        .leaderboardApi(options.api)
        .nameList(chainId, options.page)
        .catch((error) => {
          if (error instanceof ApiError && error.code === -1)
            throw new ApiUnreachableError(options.api, error.message, error)
          throw error
        })
      output.result(view, () => {
        const share = `${view.directorsProfitShareBps / 100} %`
        output.line(
          view.snapshotTime === null
            ? `No snapshot yet on chain ${chainId}: the first is taken at 24:00 (${view.timeZone}) once the chain passes it.`
            : `Directors of chain ${chainId} as of ${view.day} 24:00 ${view.timeZone} (${new Date(view.snapshotTime * 1000).toISOString()}), refreshed daily`,
        )
        output.line(
          `The top ${view.directorSeats} by DAO voucher are directors; ${share} of swap profit goes to them (not enforced).`,
        )
        if (view.list.length === 0) {
          output.line(view.count === 0 ? 'Nobody holds a DAO voucher yet.' : `Page ${view.page} is past the end.`)
          return
        }
        output.line(`${'rank'.padStart(5)}  ${'address'.padEnd(42)}  ${'status'.padEnd(9)}  voucher (LP)`)
        for (const row of view.list)
          output.line(
            `${String(row.rank).padStart(5)}  ${row.address.padEnd(42)}  ${row.status.padEnd(9)}  ${formatUnits(row.voucher, 18)}`,
          )
        const pages = Math.max(1, Math.ceil(view.count / view.pageSize))
        output.line(`page ${view.page} of ${pages} (${view.count} ranked)`)
      })
    })
}

function pageNumber(value: string): number {
  const page = parseWholeNumber(value)
  if (page < 1) throw new InvalidArgumentError('Pages count from 1.')
  return page
}
