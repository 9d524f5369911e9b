import type { Command } from 'commander'
import { ApiError } from '../../domain/errors/ApiError'
import { formatBalance } from '../../domain/format/formatBalance'
import { formatCountdown } from '../../domain/format/formatCountdown'
import { seasonCountdown } from '../../domain/season/seasonCountdown'
import { titleStatus } from '../../domain/season/titleStatus'
import { accountOf } from '../accountOf'
import { addApiOption } from '../apiOption'
import type { CliContext } from '../CliContext'
import { ApiUnreachableError } from '../errors/ApiUnreachableError'
import { parseWholeNumber } from '../parseWholeNumber'
import { addReaderOptions, type ReaderOptions } from '../readerOptions'

/** The options every season read takes, parsed; each command adds its own. */
interface Options extends ReaderOptions {
  api: string
  page?: number
  diffused?: true
}

const energy = (value: bigint | null) => (value === null ? '—' : formatBalance(value, 18))
const STATUS_TEXT = { notReached: 'not reached', reached: 'reached', claimable: 'earned, claim it', claimed: 'claimed' }

/**
 * `fomo season status | friends [--diffused] | energy`: the season figures the season panel, invitation details and
 * energy details show, read from the API (`get-season-data`, `get-season-my-invite-sum/{3|4}`,
 * `get-season-energy-log`) for `--address` or the signer's account, on `--chain`. Claims and verification live in
 * their own file beside this one.
 */
export function registerSeasonCommand(program: Command, context: CliContext): void {
  const season = program.commands.find((c) => c.name() === 'season') ?? program.command('season')
  season.description('adventure seasons: your energy, titles, friends and energy log')
  const read = (name: string, description: string) =>
    addReaderOptions(addApiOption(season.command(name).description(description)), 'whose figures')

  read('status', 'the running season: number, end and countdown, your energy, the title asks and their states').action(
    async (options: Options) => {
      const { output, chainId } = context.config()
      const account = await accountOf(context, options)
      const data = await ask(options.api, () => context.seasonApi(options.api).seasonData(chainId, account))
      const countdown = seasonCountdown(data.endTime, Date.now(), data.indexedTime)
      const titles = [
        { tier: 1, name: 'adventurer', ask: data.nft1Ask, state: data.nft1State },
        { tier: 2, name: 'explorer', ask: data.nft2Ask, state: data.nft2State },
      ].map((title) => ({ ...title, ...titleStatus(title.state) }))
      output.result({ chainId, account, ...data, countdown, titles }, () => {
        if (data.seasonNumber === 0 || data.endTime === null) {
          output.line(`No adventure season is running on chain ${chainId} yet.`)
        } else {
          const end = new Date(data.endTime * 1000).toISOString().replace('T', ' ').slice(0, 19)
          const left =
            countdown.phase === 'running'
              ? `in ${formatCountdown(countdown.secondsLeft * 1000, 0)}`
              : 'ended, waiting for settlement'
          output.line(`Season ${data.seasonNumber} on chain ${chainId}: ends ${end} UTC (${left})`)
        }
        output.line(
          `My energy: ${energy(data.energy)} (own ${energy(data.ownEnergy)}, direct friends ${energy(data.directEnergy)}, diffused ${energy(data.diffusedEnergy)})`,
        )
        for (const title of titles) {
          output.line(`${title.name} title: needs ${energy(title.ask)}, ${STATUS_TEXT[title.status]}`)
        }
        if (data.extendReward !== null) output.line(`Extend reward for earlier titles: ${data.extendReward / 100}%`)
        for (const fund of data.fund)
          output.line(`Fund: ${formatBalance(fund.amount, 18)} ${fund.symbol ?? fund.token}`)
      })
    },
  )

  read('friends', 'your direct friends (or with --diffused their friends), the most contributing first')
    .option('--diffused', 'the diffused friends (your friends’ friends)')
    .option('--page <n>', 'which page (10 a page)', parseWholeNumber, 1)
    .action(async (options: Options) => {
      const { output, chainId } = context.config()
      const account = await accountOf(context, options)
      const kind = options.diffused === true ? 4 : 3
      const page = Math.max(1, options.page ?? 1)
      const sum = await ask(options.api, () => context.seasonApi(options.api).inviteSum(chainId, account, kind, page))
      output.result({ chainId, account, kind, ...sum }, () => {
        const heading =
          kind === 3
            ? `Direct friends: ${sum.directCount}`
            : `Diffused friends: ${sum.count} (direct friends: ${sum.directCount})`
        output.line(`${heading}; top player: ${sum.topPlayerName ?? '—'}`)
        if (sum.list.length === 0) output.line('No data')
        for (const friend of sum.list) {
          output.line(
            `${friend.relatedAddr}  pledged ${formatBalance(friend.pledgeAmount, 18)} LP  courage ${energy(friend.amount)}`,
          )
        }
        if (sum.hasMore) output.line(`more: --page ${sum.page + 1}`)
      })
    })

  read('energy', 'your superior, your season energy and its log (type and change), newest first')
    .option('--page <n>', 'which page (10 a page)', parseWholeNumber, 1)
    .action(async (options: Options) => {
      const { output, chainId } = context.config()
      const account = await accountOf(context, options)
      const page = Math.max(1, options.page ?? 1)
      const log = await ask(options.api, () => context.seasonApi(options.api).energyLog(chainId, account, page))
      output.result({ chainId, account, ...log }, () => {
        output.line(`Superior: ${log.parentName ?? 'none'}`)
        output.line(`My season energy: ${energy(log.oneselfSeasonEnergy)}`)
        if (log.list.length === 0) output.line('No data')
        for (const entry of log.list) {
          const when =
            entry.time === null ? '' : new Date(entry.time * 1000).toISOString().slice(0, 19).replace('T', ' ')
          output.line(`${when}  ${entry.type.padEnd(8)}  +${energy(entry.changeAmount)}`)
        }
        if (log.hasMore) output.line(`more: --page ${log.page + 1}`)
      })
    })
}

/** Runs an API read; a server that does not answer is ApiUnreachableError, naming the URL and how to start one. */
async function ask<T>(url: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof ApiError && error.code === -1) throw new ApiUnreachableError(url, error.message, error)
    throw error
  }
}
