import { resolve } from 'node:path'
import type { Command } from 'commander'
import type { CliContext } from '../CliContext'
import { describeDeployDryRun } from '../describeDeployDryRun'
import { DeployChainRequiredError } from '../errors/DeployChainRequiredError'
import { DeploymentMismatchError } from '../errors/DeploymentMismatchError'
import { parseAddressOption } from '../parseAddressOption'
import { parseApiUrl } from '../parseApiUrl'
import { parsePublicRpcUrl } from '../parsePublicRpcUrl'
import { publicRpcUrlOf } from '../publicRpcUrlOf'

/** `fomo deploy`'s options, parsed. */
interface DeployOptions {
  plan: string
  wrappedNative?: string
  publicRpc?: string
  apiUrl?: string
  out: string
  keystore?: string
  dryRun?: true
  verifyOnly?: true
}

/**
 * `fomo deploy`: puts the whole contract set on a real chain from a plan file, resumable (a journal beside the
 * record), with a dry run and a read-back of the configuration and roles.
 */
export function registerDeployCommand(program: Command, context: CliContext): void {
  program
    .command('deploy')
    .description(
      'deploy FomoSwap to a chain from a plan file (needs --chain and --rpc): resumable, writes <out>/<chainId>.json and verifies it on chain',
    )
    .requiredOption('--plan <file>', 'the deployment plan (JSON, see src/domain/deploy/DeploymentPlan.ts)')
    .option(
      '--wrapped-native <address>',
      "the chain's existing wrapped native coin (beats the plan's)",
      parseAddressOption,
    )
    .option(
      '--public-rpc <url>',
      "the chain's public http(s) RPC URL written into the record (default: --rpc, refused when it carries credentials)",
      parsePublicRpcUrl,
    )
    .option(
      '--api-url <url>',
      "the deployment's FomoSwap API server, written into the record: the CLI asks it by default",
      parseApiUrl,
    )
    .option('--out <dir>', 'where the record and the journal go', './deployments')
    .option(
      '--keystore <file>',
      'sign with this encrypted JSON keystore (password in FOMO_KEYSTORE_PASSWORD); else FOMO_PRIVATE_KEY',
    )
    .option('--dry-run', 'print every transaction with its gas and the total cost; send nothing')
    .option('--verify-only', 'only read the recorded deployment back and compare it with the plan')
    .action(async (options: DeployOptions, command: Command) => {
      const { chainId, rpcUrl, output } = context.config()
      const missing = [
        ...(command.parent?.getOptionValueSource('chain') === 'default' ? ['--chain <id>'] : []),
        ...(rpcUrl === undefined ? ['--rpc <url>'] : []),
      ]
      if (missing.length > 0) throw new DeployChainRequiredError(missing)
      // the record is published: refuse a node URL with a key before anything runs, dry runs included
      const publicRpcUrl = publicRpcUrlOf(rpcUrl!, options.publicRpc)
      const mode = options.verifyOnly ? 'verify-only' : options.dryRun ? 'dry-run' : 'deploy'
      const outcome = await context.deploy.run({
        chainId,
        rpcUrl: rpcUrl!,
        publicRpcUrl,
        apiUrl: options.apiUrl,
        planFile: resolve(options.plan),
        outDir: resolve(options.out),
        wrappedNative: options.wrappedNative,
        keystore: options.keystore,
        mode,
        onProgress: (line) => output.line(line),
      })
      if (outcome.mode === 'dry-run') {
        output.result(outcome, () => {
          for (const line of describeDeployDryRun(outcome, chainId)) output.line(line)
        })
        return
      }
      if (outcome.mismatches.length > 0) throw new DeploymentMismatchError(chainId, outcome.mismatches)
      output.result(outcome, () => {
        if (outcome.mode === 'deploy') {
          output.line(`Deployed: ${outcome.steps} steps, ${outcome.sent} transactions sent by this run.`)
        }
        for (const [name, address] of Object.entries(outcome.contracts)) output.line(`  ${name} ${address}`)
        output.line(`Record: ${outcome.recordPath}`)
        output.line(`Verified on chain: ${outcome.checked} checks, all match the plan.`)
      })
    })
}
