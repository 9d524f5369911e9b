import type { Command } from 'commander'
import { ApiError } from '../../domain/errors/ApiError'
import { formatBalance } from '../../domain/format/formatBalance'
import { addApiOption } from '../apiOption'
import type { CliContext } from '../CliContext'
import type { ChainSession } from '../compositionRoot'
import { ApiUnreachableError } from '../errors/ApiUnreachableError'
import { hasSigner } from '../hasSigner'
import { readerAccount } from '../readerAccount'
import { addReaderOptions, type ReaderOptions } from '../readerOptions'
import { readerSigner } from '../readerSigner'
import { signerOptionsOf } from '../signerOptions'

/** The options every bounty command takes, parsed; each command adds its own. */
export interface BountyOptions extends ReaderOptions {
  api: string
  page?: number
}

/** What `bounty draws` asks the panel for when no account is given: the draws are the same for every account. */
const ANY_ACCOUNT = '0x0000000000000000000000000000000000000000'

/** What every bounty subcommand is built with (bountyCommandKit). */
export type BountyCommandKit = ReturnType<typeof bountyCommandKit>

/** What every bounty subcommand is built with: its command, the run on the chain and the wei format. */
export function bountyCommandKit(program: Command, context: CliContext) {
  const bounty = program.command('bounty').description('the bounty order: prize pool, LP task, promotion, game node')
  const command = (name: string, description: string) =>
    addReaderOptions(addApiOption(bounty.command(name).description(description)), 'whose figures')
  /**
   * Runs `work` on the chain with the account to read for and its symbols; a silent API server is named. `signs`: the
   * signer's account, whatever --address says; `anyAccount`: a read that is the same for every account runs without
   * one.
   */
  const run = async <T>(
    options: BountyOptions,
    work: (session: ChainSession, account: string, symbol: (token: string) => string) => Promise<T>,
    signs = false,
    anyAccount = false,
  ): Promise<T> => {
    const unnamed = anyAccount && options.address === undefined && !hasSigner(options)
    const signer = signs ? signerOptionsOf(options) : unnamed ? undefined : readerSigner(options)
    try {
      return await context.withChain(signer, async (session) => {
        const account = signs
          ? session.signer().account.toLowerCase()
          : unnamed
            ? ANY_ACCOUNT
            : await readerAccount(session, options)
        const symbol = (token: string) =>
          session.tokens.find((t) => t.address.toLowerCase() === token.toLowerCase())?.symbol ?? token
        return work(session, account, symbol)
      })
    } catch (error) {
      if (error instanceof ApiError && error.code === -1)
        throw new ApiUnreachableError(options.api, error.message, error)
      throw error
    }
  }
  /** `run` for a read that is the same for every account (the draws): without --address or a signer, it needs none. */
  const runForAnyone = <T>(
    options: BountyOptions,
    work: (session: ChainSession, account: string, symbol: (token: string) => string) => Promise<T>,
  ): Promise<T> => run(options, work, false, true)
  const wei = (value: bigint) => formatBalance(value, 18)
  return { context, command, run, runForAnyone, wei }
}
