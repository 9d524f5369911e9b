import { type Command, InvalidArgumentError } from 'commander'
import { formatBalance } from '../../domain/format/formatBalance'
import { verifySignedBindings } from '../../domain/invite/verifySignedBindings'
import type { TitleTier } from '../../domain/season/awardTitles'
import { recomputeSettlements } from '../../domain/season/recomputeSettlements'
import { settlementDifferences } from '../../domain/season/settlementDifferences'
import type { SettlementView } from '../../ports/SeasonClaimsApi'
import type { CliContext } from '../CliContext'
import type { ChainSession, SignerOptions } from '../compositionRoot'
import { DEFAULT_API_URL as DEFAULT_API } from '../defaultApiUrl'
import { SettlementMismatchError } from '../errors/SettlementMismatchError'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'

const TITLES: Record<TitleTier, string> = { 1: 'adventurer', 2: 'explorer' }

/** The `season` command group: the one already registered (by `fomo season status | …`), or a new one. */
function seasonGroup(program: Command): Command {
  return (
    program.commands.find((command) => command.name() === 'season') ??
    program.command('season').description('adventure seasons: energy, friends, titles and the fund split')
  )
}

function parseTier(text: string): TitleTier {
  if (text === '1' || text === '2') return Number(text) as TitleTier
  throw new InvalidArgumentError('the title tier is 1 (adventurer) or 2 (explorer)')
}

/** `fomo season claim <1|2> | verify`: mint a title by the server's voucher; check the settled seasons against the chain. */
export function registerSeasonClaimCommands(program: Command, context: CliContext): void {
  const season = seasonGroup(program)
  registerTitleClaim(season, context)
  registerSettlementCheck(season, context)
}

/** `fomo season claim <1|2>`: the server's voucher for the earliest unclaimed title of the tier, minted on chain. */
function registerTitleClaim(season: Command, context: CliContext): void {
  addSignerOptions(
    season
      .command('claim')
      .description('mint your earliest unclaimed title of a tier (1 adventurer, 2 explorer) with the server’s voucher')
      .argument('<tier>', '1 (adventurer) or 2 (explorer)', parseTier)
      .option('--api <url>', 'base URL of the FomoSwap API server', DEFAULT_API),
  ).action(async (tier: TitleTier, options: SignerOptions & { api: string }) => {
    const { output } = context.config()
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const { account } = session.signer()
      // a 400 'No adventurer title to claim: …' when nothing is earned or all is minted
      const { submitted: sent, voucher } = await session.titleClaim(options.api).claim({
        target: { chainId: session.config.chainId, account, titleNft: session.record.contracts.titleNft },
        tier,
      })
      return { hash: sent.hash, season: voucher.season, tier, title: TITLES[tier], nft: voucher.nftContract }
    })
    output.result(result, () =>
      output.line(`Claimed the ${result.title} title of season ${result.season}: ${result.hash}`),
    )
  })
}

/**
 * `fomo season verify`: every settled season recomputed from the chain and the signed bindings, compared with the
 * server's; any difference fails the command, naming the first season that differs.
 */
function registerSettlementCheck(season: Command, context: CliContext): void {
  season
    .command('verify')
    .description(
      "check each invitation binding the server counted against its invitee's signature, recompute every settled season's split and titles from the chain's events and the bindings that hold, and compare them, to the wei, with the server's",
    )
    .option('--api <url>', 'base URL of the FomoSwap API server', DEFAULT_API)
    .action(async (options: { api: string }) => {
      const { output } = context.config()
      const checks = await context.withChain(undefined, async (session) => {
        const api = session.ports.seasonClaimsApi(options.api)
        const { chainId } = session.config
        const results = []
        for (let number = 1; ; number++) {
          const server = await api.settlement(chainId, number)
          if (!server) break
          results.push(await checkSettlement(session, server, number))
        }
        return results
      })
      const print = () => {
        if (checks.length === 0) output.line('No season is settled yet')
        for (const check of checks) {
          const verdict = check.differences.length === 0 ? 'match' : `MISMATCH (${check.differences.join('; ')})`
          const funds = check.funds
            .map((f) => `${formatBalance(f.paid, 18)} of ${formatBalance(f.fund, 18)} ${f.symbol}`)
            .join(', ')
          output.line(
            `Season ${check.season} at block ${check.block}: ${check.credits} credits, ${funds}, ${check.bindings} signed bindings — ${verdict}`,
          )
        }
      }
      const mismatch = checks.find((check) => check.differences.length > 0)
      if (!mismatch) return output.result({ match: true, checks }, print)
      const error = new SettlementMismatchError(mismatch.season, mismatch.block, mismatch.differences)
      output.failed(error, { match: false, checks }, print)
    })
}

/** One settled season as the chain and the bindings its invitees signed give it, and how the server's differs. */
async function checkSettlement(session: ChainSession, server: SettlementView, number: number) {
  // the chain alone, up to the block the server settled at, with the bindings it counted
  const [mining, seasons, time] = await Promise.all([
    session.ports.history.miningEvents(server.block),
    session.ports.history.seasonEvents(server.block),
    session.ports.history.blockTime(server.block),
  ])
  const events = [...mining, ...seasons].sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex)
  // a binding its invitee did not sign is a difference, and the season is recomputed without it
  const signed = verifySignedBindings(server.bindings, session.ports.messages)
  const bindings = signed.verified
    .map((b) => ({ kind: 'invitationBound' as const, invitee: b.invitee, inviter: b.inviter, time: b.time }))
    .sort((a, b) => a.time - b.time || (a.invitee < b.invitee ? -1 : 1))
  const chain = recomputeSettlements(events, bindings, time).find((s) => s.season === number)
  const differences = [
    ...signed.differences,
    ...(chain
      ? settlementDifferences(server, chain)
      : [`season ${number} has not ended on chain by block ${server.block}`]),
  ]
  const symbol = (token: string) => session.tokens.find((t) => t.address.toLowerCase() === token)?.symbol ?? token
  const funds = server.funds.map((f) => ({ ...f, symbol: symbol(f.token) }))
  return {
    season: number,
    block: server.block,
    credits: server.credits.length,
    bindings: signed.verified.length,
    funds,
    differences,
  }
}
