import type { Command } from 'commander'
import { formatBalance } from '../../domain/format/formatBalance'
import { MiningLedger } from '../../domain/mining/MiningLedger'
import { addApiOption } from '../apiOption'
import type { CliContext } from '../CliContext'
import type { ChainSession, SignerOptions } from '../compositionRoot'
import { EarningsMismatchError } from '../errors/EarningsMismatchError'
import { readerAccount } from '../readerAccount'
import { addReaderOptions, type ReaderOptions } from '../readerOptions'
import { readerSigner } from '../readerSigner'
import { claimedResult, rewardClaimOf } from '../rewardClaims'
import { miningContracts } from '../sessionMiningPool'
import { addSignerOptions, signerOptionsOf } from '../signerOptions'

/** The reward tokens of the chain's mining pools, from the mining contract's events up to `toBlock`. */
async function rewardTokens(session: ChainSession, toBlock: number): Promise<string[]> {
  miningContracts(session) // fails with what to do on a chain without LP mining
  const events = await session.ports.history.miningEvents(toBlock)
  return [...new Set(events.flatMap((event) => (event.kind === 'poolAdded' ? [event.rewardToken] : [])))]
}

const symbolOf = (session: ChainSession, token: string) =>
  session.tokens.find((t) => t.address.toLowerCase() === token)?.symbol ?? token

/** `fomo mining rewards | claim | verify`. */
export function registerMiningRewardCommands(mining: Command, context: CliContext): void {
  registerRewards(mining, context)
  registerClaim(mining, context)
  registerVerify(mining, context)
}

function registerRewards(mining: Command, context: CliContext): void {
  addReaderOptions(
    addApiOption(
      mining
        .command('rewards')
        .description('what you earned in each reward token, what was paid, and what a claim pays now'),
    ),
    'whose rewards',
  ).action(async (options: ReaderOptions & { api: string }) => {
    const { output } = context.config()
    const rewards = await context.withChain(readerSigner(options), async (session) => {
      const account = await readerAccount(session, options)
      const api = session.ports.miningApi(options.api)
      // the pools' reward tokens as the server lists them: no scan of the chain's logs for a plain read
      const { list } = await api.pools(session.config.chainId, account, false)
      const tokens = [...new Set(list.map((pool) => pool.rewardToken))]
      return Promise.all(
        tokens.map(async (token) => ({
          token,
          symbol: symbolOf(session, token),
          ...(await api.rewardAmount(session.config.chainId, account, token)),
        })),
      )
    })
    output.result({ rewards }, () => {
      if (rewards.length === 0) output.line('No data')
      for (const r of rewards) {
        output.line(
          `${r.symbol}: due ${formatBalance(r.totalReward, 18)}  (earned ${formatBalance(r.earned, 18)}, paid ${formatBalance(r.paid, 18)})`,
        )
        if (r.pending > 0n) output.line(`  pending ${formatBalance(r.pending, 18)} ${r.symbol}: not final yet`)
      }
    })
  })
}

function registerClaim(mining: Command, context: CliContext): void {
  addSignerOptions(
    addApiOption(
      mining
        .command('claim')
        .description('withdraw your rewards: asks the API server for a signed voucher and sends it to the distributor')
        .option('--token <symbol>', 'the reward token', 'AURA'),
    ),
  ).action(async (options: SignerOptions & { api: string; token: string }) => {
    const { output } = context.config()
    const result = await context.withChain(signerOptionsOf(options), async (session) => {
      const { account } = session.signer()
      const token = session.tokens.find(
        (t) => t.symbol === options.token || t.address.toLowerCase() === options.token.toLowerCase(),
      )
      const claimed = await session.rewardClaim(options.api).claim({
        ...rewardClaimOf(session, account),
        rewardToken: (token?.address ?? options.token).toLowerCase(),
      })
      return claimedResult(claimed)
    })
    output.result(result, () => output.line(`Withdrawal success: ${result.hash}`))
  })
}

function registerVerify(mining: Command, context: CliContext): void {
  addReaderOptions(
    addApiOption(
      mining
        .command('verify')
        .description(
          "recompute your earnings from the chain's events alone and compare them, to the wei, with the server's",
        ),
    ),
    'whose earnings',
  ).action(async (options: ReaderOptions & { api: string }) => {
    const { output } = context.config()
    const checks = await context.withChain(readerSigner(options), async (session) => {
      const account = await readerAccount(session, options)
      const { chainId } = session.config
      const api = session.ports.miningApi(options.api)
      const head = await session.ports.history.head()
      const results = []
      for (const token of await rewardTokens(session, head)) {
        const server = await api.rewardAmount(chainId, account, token)
        // the chain alone, at the block the server's figure stands on
        const ledger = new MiningLedger()
        for (const event of await session.ports.history.miningEvents(server.block)) ledger.apply(event)
        const time = await session.ports.history.blockTime(server.block)
        const recomputed = ledger.at(time).earnings(account).get(token) ?? 0n
        // LP mining's part: the reward ledger's credits (season shares) are checked by `fomo season verify`
        results.push({
          token,
          symbol: symbolOf(session, token),
          block: server.block,
          server: server.miningEarned,
          chain: recomputed,
          credited: server.credited,
          match: recomputed === server.miningEarned,
        })
      }
      return results
    })
    const print = () => {
      for (const check of checks) {
        output.line(
          `${check.symbol} at block ${check.block}: server ${check.server}, chain ${check.chain} — ${check.match ? 'match' : 'MISMATCH'}`,
        )
      }
    }
    const mismatch = checks.find((check) => !check.match)
    if (!mismatch) return output.result({ match: true, checks }, print)
    const error = new EarningsMismatchError(mismatch.symbol, mismatch.block, mismatch.server, mismatch.chain)
    output.failed(error, { match: false, checks }, print)
  })
}
