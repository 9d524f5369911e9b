import type { Command } from 'commander'
import { wrapCurrency } from '../../domain/currency/wrapCurrency'
import { formatUnits } from '../../domain/format/formatUnits'
import { compareV1V2Price, type PriceComparison } from '../../domain/migrate/compareV1V2Price'
import { computeV1PositionValue } from '../../domain/migrate/computeV1PositionValue'
import { loadV1Positions } from '../../domain/migrate/loadV1Positions'
import type { V1Position } from '../../domain/migrate/V1Position'
import type { CliContext } from '../CliContext'
import type { ChainSession, SignerOptions } from '../compositionRoot'
import { confirmInTerminal } from '../confirmInTerminal'
import type { Output } from '../output'
import { readerAccount } from '../readerAccount'
import { addReaderOptions, type ReaderOptions } from '../readerOptions'
import { readerSigner } from '../readerSigner'
import { sessionCurrency } from '../sessionCurrency'
import { sessionV1Position } from '../sessionV1Position'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'
import { v1Lookup } from '../v1Lookup'
import { type CommandGroup, commandGroup } from './commandGroup'

/**
 * `fomo migrate list | run`: the account's first-generation (V1) positions, and migrating one into FomoSwap through
 * the migrator (approve its V1 LP, then `migrate`), with the 'best price' warning of spec section 5.
 */
export function registerMigrateCommand(program: Command, context: CliContext): void {
  const description = 'V1 liquidity: list your positions, migrate one into FomoSwap (see also `fomo remove-v1`)'
  commandGroup(program, context, 'migrate', description, [registerList, registerRun])
}

function registerList({ context, command: migrate }: CommandGroup): void {
  addReaderOptions(
    migrate.command('list').description('your V1 liquidity positions and what they are worth'),
    'whose positions',
  ).action(async (options: ReaderOptions) => {
    const { output } = context.config()
    const positions = await context.withChain(readerSigner(options), async (session) => {
      const owner = await readerAccount(session, options)
      const lookup = v1Lookup(session, owner)
      const found = await loadV1Positions(session.ports.v1, lookup, session.tokens)
      return Promise.all(
        found.map(async (position) => {
          const { v2 } = await sessionV1Position(session, lookup, position.token.address)
          return describe(session, position, compareV1V2Price(position, v2))
        }),
      )
    })
    output.result({ positions }, () => {
      if (positions.length === 0) output.line('No V1 Liquidity found.')
      for (const p of positions) printPosition(output, p)
    })
  })
}

function registerRun({ context, command: migrate }: CommandGroup): void {
  addSignerOptions(
    migrate
      .command('run')
      .description('migrate all of your V1 liquidity of <token> into its FomoSwap pool with the native coin')
      .argument('<token>', 'token symbol or address of the V1 exchange')
      .option('--yes', 'do not ask for confirmation, even past the best-price warning (for scripts)'),
  ).action(async (query: string, options: SignerOptions & { yes?: true }) => {
    const { output } = context.config()
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const { account, services } = session.signer()
      const lookup = v1Lookup(session, account)
      const token = wrapCurrency(sessionCurrency(session, query))
      const order = { config: session.config, v1Factory: lookup.factory, migrator: lookup.migrator, account, token }
      const prepared = await services.migrateAction.prepare(order) // every check, before anything is sent
      const { position, comparison } = prepared
      const described = describe(session, position, comparison)
      if (!output.json) {
        printPosition(output, described)
        if (!prepared.v2)
          output.line('You are the first FomoSwap provider of this pool: the V1 price becomes its price.')
      }
      if (comparison?.bestPriceWarning) {
        process.stderr.write(
          `Warning: the V1 price is ${percent(comparison.differenceBips)} ${comparison.direction} than FomoSwap's: you will not migrate at the best price. The part the pool does not take is refunded to you.\n`,
        )
      }
      await confirmInTerminal('plain', {
        yes: options.yes === true,
        expert: false,
        question: `Migrate ${described.exact.liquidity} V1 LP of ${token.symbol} into FomoSwap?`,
      })
      const { approval, migration } = await services.migrateAction.send(order, prepared)
      return { ...described, approval: approval?.hash, hash: migration.hash, args: migration.args }
    })
    output.result(result, () => {
      if (result.approval) output.line(`Approved the migrator for your V1 LP: ${result.approval}`)
      output.line(`Migrated your ${result.symbol} V1 liquidity into FomoSwap: ${result.hash}`)
    })
  })
}

/** A position as the commands print it: raw amounts, exact decimal strings, and the price comparison. */
function describe(session: ChainSession, position: V1Position, comparison: PriceComparison | undefined) {
  const worth = computeV1PositionValue(position)
  const { nativeCurrency } = session.config
  return {
    token: position.token.address,
    symbol: position.token.symbol,
    exchange: position.exchange,
    liquidity: position.liquidity,
    totalSupply: position.totalSupply,
    worth,
    exact: {
      liquidity: formatUnits(position.liquidity, 18),
      eth: formatUnits(worth.eth, nativeCurrency.decimals),
      token: formatUnits(worth.token, position.token.decimals),
    },
    nativeSymbol: nativeCurrency.symbol,
    comparison,
    bestPriceWarning: comparison?.bestPriceWarning ?? false,
  }
}

function printPosition(output: Output, p: ReturnType<typeof describe>): void {
  output.line(`${p.exchange}  ${p.symbol}/${p.nativeSymbol} V1  LP ${p.exact.liquidity}`)
  output.line(`    worth ${p.exact.eth} ${p.nativeSymbol} + ${p.exact.token} ${p.symbol}`)
  if (p.comparison) {
    const note = p.comparison.bestPriceWarning ? ' (best-price warning)' : ''
    output.line(`    V1 price ${percent(p.comparison.differenceBips)} ${p.comparison.direction} than FomoSwap${note}`)
  }
}

function percent(bips: bigint): string {
  return `${bips / 100n}.${(bips % 100n).toString().padStart(2, '0')}%`
}
