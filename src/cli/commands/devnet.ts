import { rm } from 'node:fs/promises'
import type { Command } from 'commander'
import { devAccounts } from '../../adapters/devnet/devAccounts'
import { DEVNET_CHAINS } from '../../adapters/devnet/devnetChains'
import type { CliContext } from '../CliContext'
import { parsePort } from '../parsePort'

const SHOWN_ACCOUNTS = 4

/** `fomo devnet`: starts both chains (state on disk), deploys and seeds them once, runs until Ctrl-C. */
export function registerDevnetCommand(program: Command, context: CliContext): void {
  const command = program
    .command('devnet')
    .description('start the two-chain devnet (chain 128 and chain 56), deploying and seeding it on first run')
    .option('--reset', 'delete the devnet folder (chain state and deployment records) first')
    .option('--no-start', 'do not start the chains (with --reset: only reset)')
  for (const chain of DEVNET_CHAINS) {
    command.option(`--port-${chain.chainId} <port>`, `port of chain ${chain.chainId}`, parsePort, chain.defaultPort)
  }
  command.action(async (options: Record<string, unknown>) => {
    const { devnetDir, output } = context.config()
    if (options.reset) {
      await rm(devnetDir, { recursive: true, force: true })
      output.line(`Reset: removed ${devnetDir}`)
    }
    if (options.start === false) return
    const ports = Object.fromEntries(DEVNET_CHAINS.map((c) => [c.chainId, options[`port${c.chainId}`] as number]))
    // loaded here so that other commands start without the deployment code and its bindings
    const { startDevnet } = await import('../../adapters/devnet/startDevnet')
    const devnet = await startDevnet({
      dir: devnetDir,
      records: context.records(),
      ports,
      onProgress: (line) => output.line(line),
    })
    const accounts = devAccounts()
    output.result(
      {
        ready: true,
        chains: devnet.chains.map(({ chain, rpcUrl, record, reused }) => ({
          chainId: chain.chainId,
          rpcUrl,
          reused,
          contracts: record.contracts,
        })),
        accounts,
      },
      () => {
        output.line('\nFomoSwap devnet is ready.')
        for (const { chain, rpcUrl, record } of devnet.chains) {
          output.line(`  chain ${chain.chainId} ${chain.name}, native ${chain.nativeSymbol}: ${rpcUrl}`)
          output.line(`    router ${record.contracts.router}  factory ${record.contracts.factory}`)
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
  })
}
