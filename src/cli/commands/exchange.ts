import { type Command, Option } from 'commander'
import { createToken } from '../../domain/currency/createToken'
import type { Token } from '../../domain/currency/Token'
import { WrongExchangeChainError } from '../../domain/errors/WrongExchangeChainError'
import { formatBalance } from '../../domain/format/formatBalance'
import { parseDeadlineInput } from '../../domain/settings/parseDeadlineInput'
import { parseSlippageInput } from '../../domain/settings/parseSlippageInput'
import { DEFAULT_DEADLINE_SECONDS } from '../../domain/settings/settingsConstants'
import { addApiOption } from '../apiOption'
import type { CliContext } from '../CliContext'
import type { ChainSession, SignerOptions } from '../compositionRoot'
import { CSV_OPTION } from '../csvOption'
import { NoExchangeContractsError } from '../errors/NoExchangeContractsError'
import { type RecordsOptions, runExchangeRecords } from '../exchangeRecords'
import { FORCE_HINT } from '../forceHint'
import type { AccountInput } from '../parseAccountOption'
import { parseRecipientOption } from '../parseRecipientOption'
import { parseWholeNumber } from '../parseWholeNumber'
import { addReaderOptions } from '../readerOptions'
import { resolveRecipient } from '../resolveRecipient'
import { sessionToken } from '../sessionToken'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'
import { type CommandGroup, commandGroup } from './commandGroup'

/** `fomo exchange dk`'s options, parsed: at most one direction flag, the recipient by the address rule. */
interface DkOptions extends SignerOptions {
  toDk?: true
  toDk2?: true
  recipient?: AccountInput
  force?: true
  /** Percent, as typed (parseSlippageInput). */
  slippage: string
  /** Minutes, as typed (parseDeadlineInput). */
  deadline: string
}

/** A token of the session's record by address (the exchange contracts name theirs by address); one it does not list shows by address. */
function recordToken(session: ChainSession, address: string): Token {
  return (
    sessionToken(session, address) ??
    createToken({ chainId: session.config.chainId, address, decimals: 18, symbol: address })
  )
}

/** The chain that takes HJW investments, as the session's record tells it. */
function investmentChainOf(session: ChainSession): number {
  return session.record.investToken ? session.config.chainId : (session.record.release?.investmentChainId ?? 128)
}

/**
 * `fomo exchange dk | hjw | records`: the dog-token exchange (DK ⇄ DK2 at the converter's base number, less its fee)
 * and the HJW exchange into the investment contract on the investment chain, with the app's checks and messages.
 */
export function registerExchangeCommand(program: Command, context: CliContext): void {
  const description = 'the dog-token exchange (DK ⇄ DK2) and the HJW exchange'
  commandGroup(program, context, 'exchange', description, [registerDk, registerHjw, registerRecords])
}

function registerDk({ context, command: exchange }: CommandGroup): void {
  addSignerOptions(
    exchange
      .command('dk')
      .description('exchange DK for DK2 (or back with --to-dk); approves the converter first')
      .argument('<amount>')
      .addOption(new Option('--to-dk2', 'DK into DK2 (the default)').conflicts('toDk'))
      .addOption(new Option('--to-dk', 'DK2 back into DK').conflicts('toDk2'))
      .option('--recipient <address or name>', 'who receives the exchanged tokens (default: you)', parseRecipientOption)
      .option('--force', 'exchange even to a contract, where tokens are usually lost (never to the zero address)')
      .option('--slippage <percent>', 'how much less than quoted you accept (a fee raised meanwhile), below 50', '0.5')
      .option('--deadline <minutes>', 'minutes until the exchange expires', String(DEFAULT_DEADLINE_SECONDS / 60)),
  ).action(async (amountText: string, options: DkOptions) => {
    const { output } = context.config()
    const slippageBips = parseSlippageInput(options.slippage)
    const deadlineSeconds = parseDeadlineInput(options.deadline)
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const { account, services } = session.signer()
      const { chainId } = session.config
      const converter = session.record.contracts.dkConverter
      if (!converter) throw new NoExchangeContractsError(chainId, 'DK converter')
      const order = {
        target: { chainId, contract: converter, account },
        direction: options.toDk === true ? 'toDk' : 'toDk2',
        amount: amountText,
        recipient: options.recipient ? await resolveRecipient(session, options.recipient) : account,
        slippageBips,
        deadlineSeconds,
        recipientOverride: { force: options.force === true, hint: FORCE_HINT },
        tokenOf: (address: string) => sessionToken(session, address),
      } as const
      // the checks before any approval (the terms and the balance read now, the amount, the minimum, the recipient
      // rule): nothing is approved for an exchange that cannot go
      const prepared = await services.dkExchangeAction.prepare(order)
      const { approval, sent } = await services.dkExchangeAction.send(prepared)
      const { tokenIn, tokenOut, amountOut } = prepared
      const summary = `${amountText} ${tokenIn.symbol} for ${formatBalance(amountOut, tokenOut.decimals)} ${tokenOut.symbol}`
      return { approval: approval?.hash, hash: sent.hash, amountOut, summary }
    })
    output.result(result, () => output.line(`Exchange success: ${result.summary}: ${result.hash}`))
  })
}

function registerHjw({ context, command: exchange }: CommandGroup): void {
  addSignerOptions(
    exchange
      .command('hjw')
      .description('invest HJW in the HJW exchange (on the investment chain, while it is open); approves first')
      .argument('<amount>'),
  ).action(async (amountText: string, options: SignerOptions) => {
    const { output } = context.config()
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const { account, services } = session.signer()
      const { chainId } = session.config
      const investmentChainId = investmentChainOf(session)
      const contract = session.record.contracts.investment
      const investToken = session.record.investToken
      if (chainId !== investmentChainId) throw new WrongExchangeChainError('goToHecoEx', investmentChainId, chainId)
      if (!contract || !investToken) throw new NoExchangeContractsError(chainId, 'investment contract')
      const token = recordToken(session, investToken)
      const order = { target: { chainId, contract, account }, token, investmentChainId, amount: amountText }
      // the checks before any approval (the chain, the close, the amount, the balance): nothing is approved for an
      // exchange that cannot go
      const prepared = await services.hjwInvestAction.prepare(order)
      const { approval, sent } = await services.hjwInvestAction.send(order, prepared)
      return { approval: approval?.hash, hash: sent.hash, summary: `invested ${amountText} ${token.symbol}` }
    })
    output.result(result, () => output.line(`Exchange success: ${result.summary}: ${result.hash}`))
  })
}

function registerRecords({ context, command: exchange }: CommandGroup): void {
  addReaderOptions(
    addApiOption(
      exchange
        .command('records')
        .description(
          'your dog-token exchanges on this chain, or with --hjw your HJW investments, newest first; --csv exports them all',
        )
        .option('--hjw', 'the HJW exchange records')
        .option('--page <n>', 'which page (10 a page)', parseWholeNumber, 1)
        .option(...CSV_OPTION),
    ),
    'whose records',
  ).action((options: RecordsOptions & { hjw?: true }) =>
    runExchangeRecords(
      context,
      options,
      (api, session, account) => (page) =>
        options.hjw === true ? api.hjwRecords(account, page) : api.dkRecords(session.config.chainId, account, page),
    ),
  )
}
