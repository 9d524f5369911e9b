import type { Command } from 'commander'
import { createToken } from '../../domain/currency/createToken'
import { formatBalance } from '../../domain/format/formatBalance'
import type { CliContext } from '../CliContext'
import { DEFAULT_API_URL } from '../defaultApiUrl'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'

/**
 * `fomo release info | withdraw`: what the HJW invested on the investment chain releases on the withdraw chain, and
 * its withdrawal there with a withdrawal the API server signs (run with `--chain 56` on the devnet).
 */
export function registerReleaseCommand(program: Command, context: CliContext): void {
  const release = program.command('release').description('the release of what was invested in the HJW exchange')

  addSignerOptions(
    release
      .command('info')
      .description('your release: total, released, withdrawn and waiting to withdraw')
      .option('--address <address>', 'whose release')
      .option('--api <url>', 'base URL of the FomoSwap API server', DEFAULT_API_URL),
  ).action(async (options: Record<string, unknown>) => {
    const { output } = context.config()
    const signer = options.address === undefined ? signerOptionsOf(options) : undefined
    const info = await context.withChain(signer, async (session) => {
      const account = ((options.address as string | undefined) ?? session.signer().account).toLowerCase()
      return session.ports.exchangeApi(options.api as string).releaseInfo(account)
    })
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

  addSignerOptions(
    release
      .command('withdraw')
      .description('withdraw what is released and not yet withdrawn (on the withdraw chain)')
      .option('--api <url>', 'base URL of the FomoSwap API server', DEFAULT_API_URL),
  ).action(async (options: Record<string, unknown>) => {
    const { output } = context.config()
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const { account, services } = session.signer()
      const voucher = await session.ports.exchangeApi(options.api as string).releaseWithdrawal(account.toLowerCase())
      const token = session.tokens.find(
        (candidate) => candidate.kind === 'token' && candidate.address.toLowerCase() === voucher.token.toLowerCase(),
      )
      // a token the record does not list is still paid; it shows by address
      const releaseToken =
        token?.kind === 'token'
          ? token
          : createToken({
              chainId: session.config.chainId,
              address: voucher.token,
              decimals: 18,
              symbol: voucher.token,
            })
      const sent = await services.exchange.withdrawRelease({
        account,
        chainId: session.config.chainId,
        voucher,
        token: releaseToken,
      })
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
