import { rm } from 'node:fs/promises'
import type { Command } from 'commander'
import { parseDuration } from '../../domain/input/parseDuration'
import type { CliContext } from '../CliContext'
import type { Output } from '../output'
import { parseBlockTime } from '../parseBlockTime'
import { parseGameDays } from '../parseGameDays'
import { parsePort } from '../parsePort'
import { parseRoundCount } from '../parseRoundCount'

const SHOWN_ACCOUNTS = 4
/** Transactions still mine at once; an empty block each second lets a bridge transfer's confirmations count up. */
const DEFAULT_BLOCK_TIME_SECONDS = 1

/** `fomo devnet`'s options, parsed: the clock's move in seconds, the ports by chain (`port128`, `port56`). */
interface DevnetOptions {
  reset?: true
  /** false with --no-start. */
  start: boolean
  advance?: number
  gameRounds?: number
  gameDays: number
  blockTime: number
  [port: `port${number}`]: number
}

/** `fomo devnet`: starts both chains (state on disk), deploys and seeds them once, runs until Ctrl-C. */
export function registerDevnetCommand(program: Command, context: CliContext): void {
  const command = program
    .command('devnet')
    .description('start the two-chain devnet (chain 128 and chain 56), deploying and seeding it on first run')
    .option('--reset', 'delete the devnet folder (chain state and deployment records) first')
    .option('--no-start', 'do not start the chains (with --reset: only reset)')
    .option(
      '--advance <duration>',
      "move the running devnet's clock forward on both chains (e.g. 7d, 12h) and exit",
      parseDuration,
    )
    .option(
      '--game-rounds <count>',
      "record more game rounds (both games) for the seeded invitation tree's players on both running chains, and exit",
      parseRoundCount,
    )
    .option(
      '--game-days <days>',
      "with --game-rounds: record them on each of this many days, moving the devnet's clock a day forward between",
      parseGameDays,
      1,
    )
    .option(
      '--block-time <seconds>',
      'also mine a block every this many seconds, so confirmations count up with no traffic (0: only on transactions)',
      parseBlockTime,
      DEFAULT_BLOCK_TIME_SECONDS,
    )
  for (const chain of context.devnet.chains) {
    command.option(`--port-${chain.chainId} <port>`, `port of chain ${chain.chainId}`, parsePort, chain.defaultPort)
  }
  command.action((options: DevnetOptions) => runDevnet(context, options))
}

/** Resets first when asked; then one of: move the clocks, add game rounds, or start the chains until Ctrl-C. */
async function runDevnet(context: CliContext, options: DevnetOptions): Promise<void> {
  const { devnetDir, output } = context.config()
  if (options.reset) {
    await rm(devnetDir, { recursive: true, force: true })
    output.line(`Reset: removed ${devnetDir}`)
  }
  if (options.advance !== undefined) return advanceClocks(context, output, options.advance)
  if (options.gameRounds !== undefined) return addGameRounds(context, output, options.gameRounds, options.gameDays)
  if (options.start === false) return
  await runUntilStopped(context, { devnetDir, output }, options)
}

/** `--advance`: the running chains' clocks move together, so the two chains keep the same time. */
async function advanceClocks(context: CliContext, output: Output, seconds: number): Promise<void> {
  const chains: { chainId: number; block: number; time: number }[] = []
  for (const chain of context.devnet.chains) {
    const record = await context.records().read(chain.chainId)
    chains.push({
      chainId: chain.chainId,
      ...(await context.devnet.advance(record.rpcUrl, chain.chainId, seconds)),
    })
  }
  output.result({ advanced: seconds, chains }, () => {
    for (const chain of chains)
      output.line(`chain ${chain.chainId}: block ${chain.block} at ${new Date(chain.time * 1000).toISOString()}`)
  })
}

/** `--game-rounds`: more rounds for the seeded invitation tree's players, on every running chain. */
async function addGameRounds(context: CliContext, output: Output, rounds: number, days: number): Promise<void> {
  const chains: { chainId: number; block: number; rounds: number }[] = []
  for (const chain of context.devnet.chains) {
    const record = await context.records().read(chain.chainId)
    chains.push({
      chainId: chain.chainId,
      ...(await context.devnet.addGameRounds(record, rounds, days)),
    })
  }
  output.result({ gameRounds: rounds, chains }, () => {
    for (const chain of chains) output.line(`chain ${chain.chainId}: ${chain.rounds} rounds in block ${chain.block}`)
  })
}

/** Starts (deploying and seeding on first run) and waits for Ctrl-C, then stops the chains so they save their state. */
async function runUntilStopped(
  context: CliContext,
  { devnetDir, output }: { devnetDir: string; output: Output },
  options: DevnetOptions,
): Promise<void> {
  const ports = Object.fromEntries(
    context.devnet.chains.map((c) => [c.chainId, options[`port${c.chainId}`] ?? c.defaultPort]),
  )
  const devnet = await context.devnet.start({
    dir: devnetDir,
    records: context.records(),
    ports,
    blockTimeSeconds: options.blockTime || undefined,
    onProgress: (line) => output.line(line),
  })
  const accounts = context.devnet.accounts()
  output.result(
    {
      ready: true,
      chains: devnet.chains.map(({ chainId, rpcUrl, reused, contracts }) => ({ chainId, rpcUrl, reused, contracts })),
      accounts,
    },
    () => {
      output.line('\nFomoSwap devnet is ready.')
      for (const { chainId, name, nativeSymbol, rpcUrl, contracts } of devnet.chains) {
        output.line(`  chain ${chainId} ${name}, native ${nativeSymbol}: ${rpcUrl}`)
        output.line(`    router ${contracts.router}  factory ${contracts.factory}`)
      }
      output.line(`  deployment records: ${devnetDir}/deployments/<chainId>.json`)
      output.line('\nDev accounts (public anvil keys, funded on both chains; never use them on a real chain):')
      for (const account of accounts.slice(0, SHOWN_ACCOUNTS)) {
        output.line(`  ${account.index}  ${account.address}  ${account.privateKey}`)
      }
      output.line(`  ... ${accounts.length} in all, from the mnemonic "test test ... junk"`)
      output.line('\nPress Ctrl-C to stop.')
    },
  )
  await new Promise<void>((resolve) => {
    // a second Ctrl-C while stopping must not kill the CLI before the chains have saved their state
    process.on('SIGINT', () => resolve())
    process.on('SIGTERM', () => resolve())
  })
  output.line('Stopping the devnet (its state is kept; `npm run devnet:reset` clears it)...')
  await devnet.stop()
}
