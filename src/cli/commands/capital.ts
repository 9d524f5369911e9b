import type { Command } from 'commander'
import { formatBalance } from '../../domain/format/formatBalance'
import type { CliContext } from '../CliContext'
import type { ChainSession, SignerOptions } from '../compositionRoot'
import { NotAPoolTokenError } from '../errors/NotAPoolTokenError'
import { parseWholeNumber } from '../parseWholeNumber'
import { readerAccount } from '../readerAccount'
import { addReaderOptions, type ReaderOptions } from '../readerOptions'
import { readerSigner } from '../readerSigner'
import { sessionCurrency } from '../sessionCurrency'
import { miningContracts } from '../sessionMiningPool'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'
import { type CommandGroup, commandGroup } from './commandGroup'

/** A token of the session's chain the capital pool may take (the native coin is not one). */
function capitalToken(session: ChainSession, query: string) {
  const currency = sessionCurrency(session, query)
  if (currency.kind !== 'token') throw new NotAPoolTokenError(query)
  return currency
}

/** The signer's side of a capital pool call: its account and services, the pool on the session's chain and the token. */
function signedCapitalPool(session: ChainSession, tokenText: string) {
  const { account, services } = session.signer()
  const { chainId } = session.config
  const { capitalPool } = miningContracts(session)
  const target = { chainId, contract: capitalPool, account }
  return { account, services, chainId, capitalPool, target, token: capitalToken(session, tokenText) }
}

/**
 * `fomo capital deposit | withdraw | balance`: term deposits in the capital pool. An option is a term in days the
 * admin defines (0: withdraw any time); a deposit cannot be withdrawn before its term ends.
 */
export function registerCapitalCommand(program: Command, context: CliContext): void {
  const description = 'the capital pool: term deposits of listed tokens'
  commandGroup(program, context, 'capital', description, [registerDeposit, registerWithdraw, registerBalance])
}

function registerDeposit({ context, command: capital }: CommandGroup): void {
  addSignerOptions(
    capital
      .command('deposit')
      .description('deposit under an option (a term in days); approves the capital pool first')
      .argument('<token>')
      .argument('<amount>')
      .requiredOption('--option <n>', 'the deposit option (see `fomo capital balance`)', parseWholeNumber),
  ).action(async (tokenText: string, amountText: string, options: SignerOptions & { option: number }) => {
    const { output } = context.config()
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const { services, target, token } = signedCapitalPool(session, tokenText)
      const order = { target, token, amount: amountText, option: options.option }
      // every check the pool makes, before anything is approved: a deposit the pool would refuse sends nothing
      const prepared = await services.capitalDepositAction.prepare(order)
      const { approval, sent } = await services.capitalDepositAction.send(order, prepared)
      return { approval: approval?.hash, hash: sent.hash, amount: prepared.amount, symbol: token.symbol }
    })
    output.result(result, () =>
      output.line(`Deposited ${formatBalance(result.amount, 18)} ${result.symbol}: ${result.hash}`),
    )
  })
}

function registerWithdraw({ context, command: capital }: CommandGroup): void {
  addSignerOptions(
    capital
      .command('withdraw')
      .description('withdraw from deposits whose term has ended')
      .argument('<token>')
      .argument('<amount>'),
  ).action(async (tokenText: string, amountText: string, options: SignerOptions) => {
    const { output } = context.config()
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const { services, target, token } = signedCapitalPool(session, tokenText)
      const order = { target, token, amount: amountText }
      const prepared = await services.capitalWithdrawAction.prepare(order) // its check, before anything is sent
      const sent = await services.capitalWithdrawAction.withdraw(prepared)
      return { hash: sent.hash, amount: prepared.amount, symbol: token.symbol }
    })
    output.result(result, () =>
      output.line(`Withdrawal success: ${formatBalance(result.amount, 18)} ${result.symbol}: ${result.hash}`),
    )
  })
}

function registerBalance({ context, command: capital }: CommandGroup): void {
  addReaderOptions(
    capital
      .command('balance')
      .description('your deposit and what you may withdraw now, and the options on offer')
      .argument('<token>'),
    'whose balance',
  ).action(async (tokenText: string, options: ReaderOptions) => {
    const { output } = context.config()
    const result = await context.withChain(readerSigner(options), async (session) => {
      const account = await readerAccount(session, options)
      const { chainId } = session.config
      const { capitalPool } = miningContracts(session)
      const token = capitalToken(session, tokenText)
      const balance = await session.ports.mining.capitalBalance(chainId, capitalPool, token.address, account)
      const offered = await session.ports.mining.capitalOptions(chainId, capitalPool)
      return { symbol: token.symbol, ...balance, options: offered }
    })
    output.result(result, () => {
      output.line(
        `${result.symbol}: ${formatBalance(result.balance, 18)} deposited, ${formatBalance(result.withdrawable, 18)} withdrawable now`,
      )
      output.line(
        `options: ${result.options.map((o) => `${o.option} (${o.termDays === 0 ? 'any time' : `${o.termDays} days`})`).join(', ')}`,
      )
    })
  })
}
