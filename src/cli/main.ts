import { resolve } from 'node:path'
import { Command, CommanderError } from 'commander'
import { root } from '../../scripts/toolchain.mjs'
import { RestLeaderboardApi } from '../adapters/rest/RestLeaderboardApi'
import { RestProgrammeApi } from '../adapters/rest/RestProgrammeApi'
import { RestSeasonApi } from '../adapters/rest/RestSeasonApi'
import { defaultStorageDir } from '../adapters/storage/defaultStorageDir'
import type { DeploymentRecords } from '../ports/DeploymentRecords'
import type { CliContext, CliSettings } from './CliContext'
import { registerBountyCommand } from './commands/bounty'
import { registerBridgeCommand } from './commands/bridge'
import { registerCapitalCommand } from './commands/capital'
import { registerDeployCommand } from './commands/deploy'
import { registerDevnetCommand } from './commands/devnet'
import { registerExchangeCommand } from './commands/exchange'
import { registerInviteCommand } from './commands/invite'
import { registerLeaderboardCommand } from './commands/leaderboard'
import { registerListsCommand } from './commands/lists'
import { registerMigrateCommand } from './commands/migrate'
import { registerMiningCommand } from './commands/mining'
import { registerOperateCommand } from './commands/operate'
import { registerPoolCommand } from './commands/pool'
import { registerQuoteCommand } from './commands/quote'
import { registerReleaseCommand } from './commands/release'
import { registerRemoveV1Command } from './commands/removeV1'
import { registerSeasonCommand } from './commands/season'
import { registerSeasonClaimCommands } from './commands/seasonClaims'
import { registerSendCommand } from './commands/send'
import { registerStatusCommand } from './commands/status'
import { registerSwapCommand } from './commands/swap'
import { registerTokensCommand } from './commands/tokens'
import { registerTxCommand } from './commands/tx'
import { registerWrapCommands } from './commands/wrap'
import { deployedChainIds, openChainSession, openDeploymentRecords, openWallet } from './compositionRoot'
import { deployTools } from './deployTools'
import { devnetTools } from './devnetTools'
import { createOutput, reportError } from './output'
import { parseRpcUrl } from './parseRpcUrl'
import { parseWholeNumber } from './parseWholeNumber'
import { resolveApiOption } from './resolveApiOption'
import { usageErrorOf } from './usageErrorOf'

// `fomo tokens | head` closes our stdout early: that is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})

const program = new Command('fomo')
  .description(
    'FomoSwap from the terminal: the devnet, quotes, swaps, liquidity, V1 migration and balances (more commands as they land)',
  )
  .option('--json', 'print one JSON document instead of human-readable text')
  .option('--chain <id>', 'the chain to work on: 128 (HECO-type, HT) or 56 (BSC-type, BNB)', parseWholeNumber, 128)
  .option('--rpc <url>', "the chain's JSON-RPC URL (default: its deployment record's)", parseRpcUrl)
  .option(
    '--devnet-dir <dir>',
    'folder with the chain state and deployment records',
    process.env.FOMO_DEVNET_DIR ?? resolve(root, '.devnet'),
  )
  .option(
    '--deployments <dir>',
    "a real deployment's records (what fomo deploy --out wrote; default FOMO_DEPLOYMENTS_DIR, else the devnet's)",
    process.env.FOMO_DEPLOYMENTS_DIR,
  )
  .option('--home <dir>', 'folder for settings and recent transactions', defaultStorageDir())
  // commander's refusals (unknown command, missing option, bad value) are thrown, not printed with the help: they are
  // reported once below, as one line or one JSON document, like every other failure (the subcommands inherit this)
  .exitOverride()
  .configureOutput({ outputError: () => {} })

let records: DeploymentRecords | undefined
const context: CliContext = {
  config: (): CliSettings => {
    const options = program.opts<{
      json?: boolean
      devnetDir: string
      deployments?: string
      chain: number
      rpc?: string
      home: string
    }>()
    return {
      devnetDir: resolve(options.devnetDir),
      ...(options.deployments ? { deploymentsDir: resolve(options.deployments) } : {}),
      chainId: options.chain,
      rpcUrl: options.rpc,
      storageDir: resolve(options.home),
      output: createOutput(options.json === true),
    }
  },
  records: () => {
    const { devnetDir, deploymentsDir } = context.config()
    records ??= openDeploymentRecords({ devnetDir, deploymentsDir })
    return records
  },
  recordChains: async () => {
    const { devnetDir, deploymentsDir } = context.config()
    if (!deploymentsDir) return context.devnet.chains.map((chain) => chain.chainId)
    return deployedChainIds({ devnetDir, deploymentsDir })
  },
  withChain: async (signer, work) => {
    const settings = context.config()
    const session = await openChainSession({ ...settings, ...signer }, signer !== undefined)
    try {
      return await work(session)
    } finally {
      session.close()
    }
  },
  messageSigner: (signer) => openWallet({ ...context.config(), ...signer }, null),
  programmeApi: (baseUrl) => new RestProgrammeApi(baseUrl),
  seasonApi: (baseUrl) => new RestSeasonApi(baseUrl),
  leaderboardApi: (baseUrl) => new RestLeaderboardApi(baseUrl),
  devnet: devnetTools,
  deploy: deployTools,
}

// the API server a command asks: the record's by default, refused when it answers for another deployment
program.hook('preAction', (_program, command) => resolveApiOption(command, context.records(), context.config().chainId))

registerDevnetCommand(program, context)
registerStatusCommand(program, context)
registerTokensCommand(program, context)
registerQuoteCommand(program, context)
registerSwapCommand(program, context)
registerSendCommand(program, context)
registerWrapCommands(program, context)
registerTxCommand(program, context)
registerPoolCommand(program, context)
registerMigrateCommand(program, context)
registerMiningCommand(program, context)
registerCapitalCommand(program, context)
registerExchangeCommand(program, context)
registerReleaseCommand(program, context)
registerBridgeCommand(program, context)
registerRemoveV1Command(program, context)
registerListsCommand(program, context)
registerInviteCommand(program, context)
registerSeasonCommand(program, context)
registerSeasonClaimCommands(program, context)
registerLeaderboardCommand(program, context)
registerBountyCommand(program, context)
registerDeployCommand(program, context)
registerOperateCommand(program, context)

/** Commander's codes for help it printed because it was asked for (or for a group named without its command). */
const HELP_SHOWN = new Set(['commander.helpDisplayed', 'commander.help', 'commander.version'])

try {
  await program.parseAsync(process.argv)
} catch (error) {
  const argv = process.argv.slice(2)
  // --json counts wherever it was typed: a refusal can come before commander reads it
  const options = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv
  const json = program.opts().json === true || options.includes('--json')
  if (error instanceof CommanderError && HELP_SHOWN.has(error.code)) process.exitCode = error.exitCode
  else reportError(error instanceof CommanderError ? usageErrorOf(program, error, argv) : error, json)
}
