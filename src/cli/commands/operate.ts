import { type Command, InvalidArgumentError } from 'commander'
import type { CliContext } from '../CliContext'
import type { SignerOptions } from '../compositionRoot'
import { type CappedContract, type OperatorAction, operateTools } from '../operateTools'
import { parseAddressOption } from '../parseAddressOption'
import { parseWholeNumber } from '../parseWholeNumber'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'

/** A time in unix seconds; milliseconds (after the year 2200) are refused as such. */
function parseUnixSeconds(value: string): number {
  if (!/^\d{1,12}$/.test(value)) throw new InvalidArgumentError(`"${value}" is not a time in unix seconds.`)
  if (Number(value) > 7_258_118_400) {
    throw new InvalidArgumentError(`"${value}" is after the year 2200: that reads as milliseconds; give unix seconds.`)
  }
  return Number(value)
}

/** The options of the `fomo operate` commands, parsed (each command declares the ones it takes). */
interface OperateOptions extends SignerOptions {
  dryRun?: true
  end?: number
  nft1Ask?: string
  nft2Ask?: string
}

/**
 * `fomo operate`: what an operator does after a deploy, signed like `fomo deploy` (--keystore with
 * FOMO_KEYSTORE_PASSWORD, --key or FOMO_PRIVATE_KEY): open and fund a season, fund LP mining's rewards (the
 * distributor), the prize pool, the bridge's inventory and the DK converter's reserves, set the payout caps (each over
 * any 24 hours), rotate the claim signer, pause and unpause. Each checks the role it needs and the tokens it spends before anything is sent, and `--dry-run` lists the
 * transactions with their gas and sends nothing. Amounts are whole token units (`1.5`), tokens a symbol of the record.
 */
export function registerOperateCommand(program: Command, context: CliContext): void {
  const kit = operateCommandKit(program, context)
  registerSeasonOpen(kit)
  registerSeasonFund(kit)
  for (const [name, kind, what] of [
    ['fund-mining', 'fund-mining', "the reward distributor, which pays LP mining's and every programme's vouchers"],
    ['fund-prize-pool', 'fund-prize-pool', 'the prize pool (approves it, then fund)'],
    ['fund-bridge', 'fund-bridge', "the bridge's inventory on this chain, which pays transfers out"],
    [
      'fund-converter',
      'fund-converter',
      "the DK converter's reserve of DK or DK2, which pays conversions (approves it)",
    ],
  ] as const) {
    kit.action(
      kit.operate.command(`${name} <amount> <token>`).description(`send <amount> of <token> to ${what}`),
      ([amount, token]) => ({ kind, amount: amount!, token: token! }),
    )
  }
  registerSetCap(kit)
  registerRotateSigner(kit)
  for (const kind of ['pause', 'unpause'] as const) {
    kit.action(
      kit.operate
        .command(`${kind} [contracts...]`)
        .description(
          `${kind} the named contracts (rewardDistributor, investment, titleNft, seasons, dkConverter, bridge), all by default`,
        ),
      (contracts) => ({ kind, contracts: [...contracts] }),
    )
  }
}

/** What every subcommand is built with: the context and the parent command (and its shared helpers). */
type OperateCommandKit = ReturnType<typeof operateCommandKit>

function operateCommandKit(program: Command, context: CliContext) {
  const operate = program
    .command('operate')
    .description('operator commands after a deploy: seasons, funding, caps, the signer, pause (each with --dry-run)')
  const action = (
    command: Command,
    toAction: (args: readonly string[], options: OperateOptions) => OperatorAction,
  ): void => {
    addSignerOptions(command.option('--dry-run', 'list the transactions with their gas; send nothing')).action(
      async () => {
        // the command's own operands (a variadic one spread out) and options, as commander parsed them
        const [args, options] = [command.args, command.opts<OperateOptions>()]
        const settings = context.config()
        const { output } = settings
        const outcome = await operateTools.run({
          chainId: settings.chainId,
          rpcUrl: settings.rpcUrl,
          devnetDir: settings.devnetDir,
          deploymentsDir: settings.deploymentsDir,
          ...signerOptionsOf(options),
          action: toAction(args, options),
          dryRun: options.dryRun === true,
          onProgress: (line) => output.line(line),
        })
        output.result(outcome, () => {
          if (!outcome.dryRun) {
            output.line(`Done on chain ${outcome.chainId} from ${outcome.from}: ${outcome.transactions.length} sent.`)
            return
          }
          output.line(`Dry run on chain ${outcome.chainId} from ${outcome.from}: nothing is sent.`)
          for (const tx of outcome.transactions) {
            output.line(`  ${tx.what}  gas ${tx.gas ?? '(after the approval above)'}`)
          }
        })
      },
    )
  }
  return { context, operate, action }
}

function registerSeasonOpen({ operate, action }: OperateCommandKit): void {
  action(
    operate
      .command('season-open <season>')
      .description('open season <season> (the latest plus one): OPERATOR_ROLE on the seasons contract')
      .requiredOption('--end <unixSeconds>', 'when the season ends, unix seconds', parseUnixSeconds)
      .requiredOption('--nft1-ask <energy>', "the adventurer title's ask, energy")
      .requiredOption('--nft2-ask <energy>', "the explorer title's ask, energy"),
    ([season], options) => ({
      kind: 'season-open',
      season: parseWholeNumber(season!),
      endTime: options.end!,
      nft1Ask: options.nft1Ask!,
      nft2Ask: options.nft2Ask!,
    }),
  )
}

function registerSeasonFund({ operate, action }: OperateCommandKit): void {
  action(
    operate
      .command('season-fund <season> <amount> <token>')
      .description("add <amount> of <token> to an open season's fund (approves the seasons contract): OPERATOR_ROLE"),
    ([season, amount, token]) => ({
      kind: 'season-fund',
      season: parseWholeNumber(season!),
      amount: amount!,
      token: token!,
    }),
  )
}

function registerSetCap({ operate, action }: OperateCommandKit): void {
  action(
    operate
      .command('set-cap <contract> <token> <amount>')
      .description(
        'the most of <token> <contract> (distributor, investment or bridge) pays out over any 24 hours: ADMIN_ROLE',
      ),
    ([contract, token, amount]) => {
      const capped: Record<string, CappedContract> = {
        distributor: 'rewardDistributor',
        rewardDistributor: 'rewardDistributor',
        investment: 'investment',
        bridge: 'bridge',
      }
      const chosen = Object.hasOwn(capped, contract!) ? capped[contract!] : undefined
      if (!chosen) throw new InvalidArgumentError(`set-cap takes distributor, investment or bridge, not ${contract}`)
      return { kind: 'set-cap', contract: chosen, token: token!, amount: amount! }
    },
  )
}

function registerRotateSigner({ operate, action }: OperateCommandKit): void {
  action(
    operate
      .command('rotate-signer <address>')
      .description('make <address> the claim signer on every contract that checks it: ADMIN_ROLE on each'),
    ([signer]) => ({ kind: 'rotate-signer', signer: parseAddressOption(signer!) }),
  )
}
