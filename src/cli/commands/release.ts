import type { Command } from 'commander'
import { formatBalance } from '../../domain/format/formatBalance'
import { addApiOption } from '../apiOption'
import type { CliContext } from '../CliContext'
import type { SignerOptions } from '../compositionRoot'
import { CSV_OPTION } from '../csvOption'
import { ReleaseChainError } from '../errors/ReleaseChainError'
import { type RecordsOptions, runExchangeRecords } from '../exchangeRecords'
import { parseWholeNumber } from '../parseWholeNumber'
import { readerAccount } from '../readerAccount'
import { addReaderOptions, type ReaderOptions } from '../readerOptions'
import { readerSigner } from '../readerSigner'
import { sessionToken } from '../sessionToken'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'

/** The chain whose record carries the release (it pays it), among the chains with a record; none when no record has it. */
async function withdrawChainOf(context: CliContext): Promise<number | undefined> {
  for (const chainId of await context.recordChains()) {
    const record = await context
      .records()
      .read(chainId)
      .catch(() => undefined)
    if (record?.release) return chainId
  }
  return undefined
}

/**
 * `fomo release info | records | withdraw`: what the HJW invested on the investment chain releases on the withdraw chain, and
 * its withdrawal there with a withdrawal the API server signs (run with `--chain 56` on the devnet).
 */
export function registerReleaseCommand(program: Command, context: CliContext): void {
  const release = program.command('release').description('the release of what was invested in the HJW exchange')

  addReaderOptions(
    addApiOption(
      release.command('info').description('your release: total, released, withdrawn and waiting to withdraw'),
    ),
    'whose release',
  ).action(async (options: ReaderOptions & { api: string }) => {
    const { output } = context.config()
    const info = await context.withChain(readerSigner(options), async (session) =>
      session.ports.exchangeApi(options.api).releaseInfo(await readerAccount(session, options)),
    )
    output.result(info, () => {
      output.line(`total amount ${formatBalance(info.total, 18)}, released ${formatBalance(info.released, 18)}`)
      if (info.pending > 0n) {
        const blocks = `${info.finalityDepth} block${info.finalityDepth === 1 ? '' : 's'}`
        output.line(`pending ${formatBalance(info.pending, 18)} (not final yet: counts once ${blocks} deep)`)
      }
      output.line(
        `withdrawn ${formatBalance(info.withdrawn, 18)}, waiting withdrawal ${formatBalance(info.waiting, 18)}`,
      )
      output.line(
        `invested on chain ${info.investmentChainId} at ratio ${info.ratio}, paid on chain ${info.withdrawChainId}`,
      )
    })
  })

  addReaderOptions(
    addApiOption(
      release
        .command('records')
        .description('your release withdrawals (on the withdraw chain), newest first; --csv exports them all')
        .option('--page <n>', 'which page (10 a page)', parseWholeNumber, 1)
        .option(...CSV_OPTION),
    ),
    'whose withdrawals',
  ).action((options: RecordsOptions) =>
    runExchangeRecords(context, options, (api, _session, account) => (page) => api.releaseRecords(account, page)),
  )

  addSignerOptions(
    addApiOption(
      release
        .command('withdraw')
        .description('withdraw what is released and not yet withdrawn (on the withdraw chain)'),
    ),
  ).action(async (options: SignerOptions & { api: string }) => {
    const { output, chainId } = context.config()
    // asked on another chain, the server would answer that nothing is left to withdraw: point to the chain that pays
    const withdrawChainId = await withdrawChainOf(context)
    if (withdrawChainId !== undefined && withdrawChainId !== chainId)
      throw new ReleaseChainError(withdrawChainId, chainId)
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const { account } = session.signer()
      const order = {
        account,
        chainId: session.config.chainId,
        contract: session.record.contracts.investment,
        tokenOf: (address: string) => sessionToken(session, address),
      }
      // the server's signed withdrawal, checked against the chain, the account, the contract and the token before anything
      // is sent
      const action = session.releaseWithdraw(options.api)
      const prepared = await action.prepare(order)
      const sent = await action.withdraw(prepared)
      const { voucher, token: releaseToken } = prepared
      return {
        hash: sent.hash,
        number: voucher.historicalWithdrawalNumber,
        amount: voucher.amount,
        symbol: releaseToken.symbol,
      }
    })
    output.result(result, () =>
      output.line(`Withdrawal success: ${formatBalance(result.amount, 18)} ${result.symbol}: ${result.hash}`),
    )
  })
}
