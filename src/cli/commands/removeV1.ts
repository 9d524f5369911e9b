import type { Command } from 'commander'
import { NoV1ExchangeError } from '../../domain/errors/NoV1ExchangeError'
import { NoV1LiquidityError } from '../../domain/errors/NoV1LiquidityError'
import { describeTransaction } from '../../domain/transactions/describeTransaction'
import type { CliContext } from '../CliContext'
import type { SignerOptions } from '../compositionRoot'
import { parsePercent } from '../parsePercent'
import { sessionV1Position } from '../sessionV1Position'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'
import { v1Lookup } from '../v1Lookup'

/**
 * `fomo remove-v1 <token> [percent]`: withdraws a percent of the account's V1 liquidity of a token to the native coin
 * and the token (`removeLiquidity(amount, 1, 1, deadline)`, spec section 7); the way out of the wrapped-native pool.
 */
export function registerRemoveV1Command(program: Command, context: CliContext): void {
  addSignerOptions(
    program
      .command('remove-v1')
      .description('remove a whole-number percent of your V1 liquidity of <token> (all by default)')
      .argument('<token>', 'token symbol or address of the V1 exchange')
      .argument('[percent]', '1 to 100', '100'),
  ).action(async (query: string, percentText: string, options: SignerOptions) => {
    const { output } = context.config()
    const percent = parsePercent(percentText)
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const { account, services } = session.signer()
      const found = await sessionV1Position(session, v1Lookup(session, account), query)
      if (!found.reads) throw new NoV1ExchangeError(found.token.address)
      if (found.reads.liquidity === 0n) throw new NoV1LiquidityError(found.exchange, account)
      const sent = await services.migration.removeV1({
        chainId: session.config.chainId,
        account,
        native: session.config.nativeCurrency,
        position: { exchange: found.exchange, token: found.token, ...found.reads },
        percent,
      })
      const summary = describeTransaction(sent.summary)
      return { hash: sent.hash, exchange: found.exchange, liquidity: sent.args.amount, worth: sent.worth, summary }
    })
    output.result(result, () => output.line(`${result.summary}: ${result.hash}`))
  })
}
