import type { Command } from 'commander'
import { wrapCurrency } from '../../domain/currency/wrapCurrency'
import { describeTransaction } from '../../domain/transactions/describeTransaction'
import type { CliContext } from '../CliContext'
import type { SignerOptions } from '../compositionRoot'
import { parsePercent } from '../parsePercent'
import { sessionCurrency } from '../sessionCurrency'
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
      const { factory, migrator } = v1Lookup(session, account)
      const token = wrapCurrency(sessionCurrency(session, query))
      const order = { config: session.config, v1Factory: factory, migrator, account, token, percent }
      const prepared = await services.removeV1Action.prepare(order) // every check, before anything is sent
      const sent = await services.removeV1Action.send(order, prepared)
      const summary = describeTransaction(sent.summary)
      return {
        hash: sent.hash,
        exchange: prepared.position.exchange,
        liquidity: sent.args.amount,
        worth: sent.worth,
        summary,
      }
    })
    output.result(result, () => output.line(`${result.summary}: ${result.hash}`))
  })
}
