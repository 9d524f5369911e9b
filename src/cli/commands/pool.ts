import type { Command } from 'commander'
import { formatLpBalance } from '../../domain/format/formatLpBalance'
import { formatPoolShare } from '../../domain/format/formatPoolShare'
import { formatUnits } from '../../domain/format/formatUnits'
import { computePoolShare } from '../../domain/liquidity/computePoolShare'
import { computePositionValue } from '../../domain/liquidity/computePositionValue'
import { loadPairs } from '../../domain/trade/loadPairs'
import type { CliContext } from '../CliContext'
import type { ChainSession, SignerOptions } from '../compositionRoot'
import { deadlineOption } from '../deadlineOption'
import { parsePercent } from '../parsePercent'
import { readerAccount } from '../readerAccount'
import { addReaderOptions, type ReaderOptions } from '../readerOptions'
import { readerSigner } from '../readerSigner'
import { sessionCurrency } from '../sessionCurrency'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'
import { slippageOption } from '../slippageOption'
import { type CommandGroup, commandGroup } from './commandGroup'
import { registerPoolFindCommand } from './poolFind'

/** `fomo pool add` and `remove`'s options, parsed: slippage in basis points, the deadline in seconds. */
interface LiquidityOptions extends SignerOptions {
  slippage: number
  deadline: number
}

/** `fomo pool find | list | add | remove`: finding a pool, liquidity positions, adding liquidity, and removing it with a permit. */
export function registerPoolCommand(program: Command, context: CliContext): void {
  commandGroup(
    program,
    context,
    'pool',
    'liquidity: find a pool, list positions, add, remove (with a permit signature)',
    [({ command }) => registerPoolFindCommand(command, context), registerList, registerAdd, registerRemove],
  )
}

function registerList({ context, command: pool }: CommandGroup): void {
  addReaderOptions(pool.command('list').description('your liquidity positions'), 'whose positions').action(
    async (options: ReaderOptions) => {
      const { output } = context.config()
      const positions = await context.withChain(readerSigner(options), async (session) =>
        listPositions(session, await readerAccount(session, options)),
      )
      output.result({ positions }, () => {
        if (positions.length === 0) output.line('No liquidity found.')
        for (const p of positions) {
          output.line(`${p.pair}  ${p.symbol0}/${p.symbol1}  LP ${p.display.liquidity}  share ${p.display.share}`)
          output.line(`    pooled ${p.exact.amount0} ${p.symbol0} + ${p.exact.amount1} ${p.symbol1}`)
        }
      })
    },
  )
}

function registerAdd({ context, command: pool }: CommandGroup): void {
  addSignerOptions(
    pool
      .command('add')
      .description('add liquidity; without <amountB> on an existing pool, it follows the pool price')
      .argument('<tokenA>')
      .argument('<tokenB>')
      .argument('<amountA>')
      .argument('[amountB]', 'required for a new pool: the first provider sets the price')
      .addOption(slippageOption())
      .addOption(deadlineOption()),
  ).action(
    async (a: string, b: string, amountAText: string, amountBText: string | undefined, options: LiquidityOptions) => {
      const { output } = context.config()
      const { slippage: slippageBips, deadline: deadlineSeconds } = options
      const result = await context.withChain(signerOptionsOf(options), async (session) => {
        const { account, services } = session.signer()
        const order = {
          config: session.config,
          tokens: session.tokens,
          account,
          currencyA: a,
          currencyB: b,
          amountA: amountAText,
          amountB: amountBText,
          slippageBips,
        }
        const prepared = await services.addLiquidityAction.prepare(order) // every check, before anything is sent
        const { approvals, add } = await services.addLiquidityAction.send(order, prepared, deadlineSeconds)
        const { amountA, amountB, noLiquidity } = prepared
        return {
          approvals: approvals.map((approval) => approval.hash),
          hash: add.hash,
          firstProvider: noLiquidity,
          amountA: amountA.raw,
          amountB: amountB.raw,
        }
      })
      output.result(result, () =>
        output.line(`Added liquidity${result.firstProvider ? ' (new pool: you set its price)' : ''}: ${result.hash}`),
      )
    },
  )
}

function registerRemove({ context, command: pool }: CommandGroup): void {
  addSignerOptions(
    pool
      .command('remove')
      .description('remove a whole-number percent of your liquidity, signing a permit instead of approving')
      .argument('<tokenA>')
      .argument('<tokenB>')
      .argument('<percent>', '1 to 100')
      .addOption(slippageOption())
      .addOption(deadlineOption('the permit and transaction expire')),
  ).action(async (a: string, b: string, percentText: string, options: LiquidityOptions) => {
    const { output } = context.config()
    const { slippage: slippageBips, deadline: deadlineSeconds } = options
    const percent = parsePercent(percentText)
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const { account, services } = session.signer()
      const [currencyA, currencyB] = [sessionCurrency(session, a), sessionCurrency(session, b)]
      const order = { config: session.config, account, currencyA, currencyB, burn: { percent } }
      const action = services.removeLiquidityAction
      const prepared = await action.prepare(order) // every check, before anything is signed or sent
      const permit = await action.permit(order, prepared, deadlineSeconds)
      const sent = await action.remove(order, prepared, { approved: false, permit, slippageBips, deadlineSeconds })
      const { liquidity, amountA, amountB } = prepared
      return { hash: sent.hash, method: sent.methodName, liquidity, amountA: amountA.raw, amountB: amountB.raw }
    })
    output.result(result, () =>
      output.line(`Removed ${percentText}% of your liquidity (${result.method}): ${result.hash}`),
    )
  })
}

/** One position: the pair, the LP balance and share, and the pooled amounts it is worth. */
async function listPositions(session: ChainSession, owner: string) {
  const { chainId } = session.config
  const pairs = await loadPairs(session.config, session.tokens, session.ports.reads)
  const addresses = pairs.map((p) => p.address)
  const [balances, supplies] = await Promise.all([
    session.ports.reads.balancesOf(
      chainId,
      owner,
      pairs.map((pair) => pair.liquidityToken),
    ),
    session.ports.lpTokens.totalSupplies(chainId, addresses),
  ])
  return pairs.flatMap((pair, i) => {
    const liquidity = balances[i] ?? 0n
    const totalSupply = supplies[i] ?? 0n
    if (liquidity === 0n || totalSupply === 0n) return []
    const value = computePositionValue(pair, totalSupply, liquidity)
    return [
      {
        pair: pair.address,
        symbol0: pair.token0.symbol,
        symbol1: pair.token1.symbol,
        liquidity,
        totalSupply,
        amount0: value.amount0,
        amount1: value.amount1,
        exact: {
          amount0: formatUnits(value.amount0, pair.token0.decimals),
          amount1: formatUnits(value.amount1, pair.token1.decimals),
        },
        display: {
          liquidity: formatLpBalance(liquidity),
          share: formatPoolShare(computePoolShare(liquidity, totalSupply), 2),
        },
      },
    ]
  })
}
