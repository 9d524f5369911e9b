import type { Command } from 'commander'
import { IUniswapV1Exchange__factory } from '../../adapters/contracts/generated'
import { NoV1ExchangeError } from '../../domain/errors/NoV1ExchangeError'
import { NoV1LiquidityError } from '../../domain/errors/NoV1LiquidityError'
import { formatUnits } from '../../domain/format/formatUnits'
import { buildRemoveV1Args } from '../../domain/migrate/buildRemoveV1Args'
import { computeV1PositionValue } from '../../domain/migrate/computeV1PositionValue'
import { Wallet } from '../../ports/Wallet'
import type { CliContext } from '../CliContext'
import { estimateOrExplain } from '../estimateOrExplain'
import { parsePercent } from '../parsePercent'
import { sendTracked } from '../sendTracked'
import { sessionV1Position } from '../sessionV1Position'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'
import { v1Lookup } from '../v1Lookup'

const exchangeV1 = IUniswapV1Exchange__factory.createInterface()

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
  ).action(async (query: string, percentText: string, options: Record<string, unknown>) => {
    const { output } = context.config()
    const percent = parsePercent(percentText)
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const account = await session.container.get<Wallet>(Wallet).address()
      const found = await sessionV1Position(session, v1Lookup(session, account), query)
      if (!found.reads) throw new NoV1ExchangeError(found.token.address)
      if (found.reads.liquidity === 0n) throw new NoV1LiquidityError(found.exchange, account)
      const args = buildRemoveV1Args(found.reads.liquidity, percent, Date.now())
      const worth = computeV1PositionValue({ ...found.reads, liquidity: args.amount })
      const data = exchangeV1.encodeFunctionData('removeLiquidity', [
        args.amount,
        args.minEth,
        args.minTokens,
        args.deadline,
      ])
      const gasLimit = await estimateOrExplain(session, account, found.exchange, data, 'V1 removal')
      const { nativeCurrency } = session.config
      const summary = `Remove ${formatUnits(worth.eth, nativeCurrency.decimals)} ${nativeCurrency.symbol} and ${formatUnits(worth.token, found.token.decimals)} ${found.token.symbol} from V1`
      const receipt = await sendTracked(session, { to: found.exchange, data, gasLimit }, { summary })
      return { hash: receipt.transactionHash, exchange: found.exchange, liquidity: args.amount, worth, summary }
    })
    output.result(result, () => output.line(`${result.summary}: ${result.hash}`))
  })
}
