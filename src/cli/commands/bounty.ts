import { type Command, Option } from 'commander'
import type { BountyClaimKind } from '../../domain/bounty/BountyService'
import type { GameTypeFilter } from '../../domain/bounty/GameRound'
import { prizeDrawsOf } from '../../domain/bounty/prizeDrawsOf'
import { receivable } from '../../domain/bounty/receivable'
import { utcMonth } from '../../domain/bounty/utcMonth'
import { bountyJson } from '../bountyJson'
import type { CliContext } from '../CliContext'
import { DrawMismatchError } from '../errors/DrawMismatchError'
import { parseGameType } from '../parseGameType'
import { parseMonth } from '../parseMonth'
import { parseWholeNumber } from '../parseWholeNumber'
import { claimedResult, rewardClaimOf } from '../rewardClaims'
import { type BountyCommandKit, type BountyOptions, bountyCommandKit } from './bountyCommandKit'

const GAME_NAMES: Readonly<Record<number, string>> = { 2: 'yin-yang', 5: 'five-elements' }
/** The receive buttons `claim --from` names, and the claim each makes. */
const CLAIM_KINDS = { lp: 'lpExt', inviter: 'inviter', top: 'top' } as const satisfies Record<string, BountyClaimKind>

/**
 * `fomo bounty status | referrers [--game-type 0|2|5] | team [--month YYYY-MM] | tasks [--receive id] | claim | draws`:
 * what /jianghuOrder shows and does, through the same BountyService, for `--address` or the signer's account on
 * `--chain`; `draws` recomputes every draw from the chain's events alone and exits 1 when one does not verify.
 */
export function registerBountyCommand(program: Command, context: CliContext): void {
  const kit = bountyCommandKit(program, context)
  for (const register of [
    registerStatus,
    registerReferrers,
    registerTeam,
    registerTasks,
    registerClaim,
    registerDraws,
  ]) {
    register(kit)
  }
}

function registerStatus({ context, command, run, wei }: BountyCommandKit): void {
  command('status', 'the prize pool, your LP task, daily promotion, direct game rewards, game node and tasks').action(
    async (options: BountyOptions) => {
      const { output } = context.config()
      const { json, status, symbols } = await run(options, async (session, account, symbol) => {
        const status = await session.bounty(options.api).status(session.config.chainId, account)
        const { unpaid, ...figures } = status
        const now = {
          lpExt: receivable(status, account, 'lpExt'),
          inviter: receivable(status, account, 'inviter'),
          top: receivable(status, account, 'top'),
        }
        const { chainId } = session.config
        const json = { chainId, account, ...bountyJson.figures(figures), unpaid: Object.fromEntries(unpaid) }
        return { json: { ...json, receivable: now }, status, symbols: symbol }
      })
      const { panel, daily, directTotals, node, tasks } = status
      const { unpaid, receivable: now } = json
      output.result(json, () => {
        const list = (items: { token: string; amount: bigint }[]) =>
          items.length === 0 ? '0' : items.map((item) => `${wei(item.amount)} ${symbols(item.token)}`).join(', ')
        output.line(`Bounty of ${json.account} on chain ${json.chainId}`)
        output.line(`Prize pool on offer: ${list(panel.onOffer)}`)
        output.line(`Draws: ${panel.notDrawn.length} not drawn yet, ${panel.drawn.length} drawn (fomo bounty draws)`)
        const sums = (items: { token: string; sum: bigint }[]) =>
          list(items.map((item) => ({ token: item.token, amount: item.sum })))
        output.line(
          `LP task: earned ${list(panel.lpEarned)}, can receive ${sums(panel.lpReceivable)}, direct friends pledging ${panel.pledgingFriends}`,
        )
        if (panel.lpPending.length > 0)
          output.line(`  pending ${sums(panel.lpPending)}: receivable once its blocks are final`)
        const pendingDraws = panel.drawn.filter((draw) => draw.pending).length
        if (pendingDraws > 0)
          output.line(
            `  ${pendingDraws} draw(s) revealed in blocks not final yet: their prizes are receivable once final`,
          )
        for (const [label, view] of [
          ['today', daily.today],
          ['yesterday', daily.yesterday],
          ['all days', daily.all],
        ] as const) {
          const rewards = view.rewards
            .map((item) => `${wei(item.sum)} ${symbols(item.tokenName)}`)
            .concat(view.rewards.flatMap((item) => (item.pending > 0n ? [`pending ${wei(item.pending)}`] : [])))
            .join(', ')
          output.line(`Daily promotion ${label}: weight ${wei(view.weight)}, reward ${rewards}`)
        }
        output.line(`Inviter: ${daily.all.inviter ?? 'none'}`)
        for (const row of directTotals) {
          output.line(
            `Direct ${GAME_NAMES[row.gameType]} rewards: ${wei(row.sum)} ${symbols(row.token)} (share ${row.ratioBps / 100}%)${row.pending > 0n ? `, pending ${wei(row.pending)}: not final yet` : ''}`,
          )
        }
        output.line(
          `Game node: team ${node.teamSize}, direct friends ${node.directFriends}, their bets ${wei(node.directBets)} — ${node.finish} of ${node.total} conditions met`,
        )
        // the bounty's credits are all in one token on a deployment (the daily pool's); name it when so
        const tokens = Object.keys(unpaid)
        const unit = tokens.length === 1 ? ` ${symbols(tokens[0]!)}` : ''
        output.line(
          `Receivable now: LP task ${wei(now.lpExt)}${unit}, daily promotion ${wei(now.inviter)}${unit}, prizes ${wei(now.top)}${unit} (fomo bounty claim --from lp|inviter|top)`,
        )
        const done = tasks.filter((task) => task.complete).length
        output.line(`Invite tasks: ${done} of ${tasks.length} completed (fomo bounty tasks)`)
        output.line('Rewards are settled every day at 24:00, and bonus points are added every week.')
      })
    },
  )
}

function registerReferrers({ context, command, run, wei }: BountyCommandKit): void {
  command('referrers', 'your direct friends’ games, bets and weight, by game type')
    .option('--game-type <type>', '0 all games, 2 yin-yang, 5 five-elements', parseGameType, 0)
    .option('--page <n>', 'which page (10 a page)', parseWholeNumber, 1)
    .action(async (options: BountyOptions & { gameType: GameTypeFilter }) => {
      const { output } = context.config()
      const page = Math.max(1, options.page ?? 1)
      const result = await run(options, async (session, account, symbol) => {
        const data = await session
          .bounty(options.api)
          .referrers(session.config.chainId, account, page, options.gameType)
        return { data, symbol }
      })
      output.result({ gameType: options.gameType, ...bountyJson.referrers(result.data) }, () => {
        if (result.data.list.length === 0) output.line('No data')
        for (const row of result.data.list) {
          output.line(
            `${row.address}  ${GAME_NAMES[row.gameType]}  ${row.games} games  bets ${wei(row.bets)} ${result.symbol(row.token)}  weight ${wei(row.weight)}`,
          )
        }
        output.line(`page ${page}, ${result.data.count} rows${result.data.hasMore ? ' (more: --page)' : ''}`)
      })
    })
}

function registerTeam({ context, command, run, wei }: BountyCommandKit): void {
  command('team', 'your team’s bets each day of a month, newest first')
    .option('--month <YYYY-MM>', 'which month (default: this UTC month)', parseMonth)
    .option('--page <n>', 'which page (10 a page)', parseWholeNumber, 1)
    .action(async (options: BountyOptions & { month?: { year: number; month: number } }) => {
      const { output } = context.config()
      const page = Math.max(1, options.page ?? 1)
      const result = await run(options, async (session, account, symbol) => {
        const { year, month } = options.month ?? utcMonth(Math.floor(session.clock.now() / 1000))
        const data = await session.bounty(options.api).teamPromotion(session.config.chainId, account, page, year, month)
        return { year, month, data, symbol }
      })
      output.result({ year: result.year, month: result.month, ...bountyJson.teamPromotion(result.data) }, () => {
        if (result.data.list.length === 0) output.line('No data')
        for (const row of result.data.list) {
          const value = row.usdtValue === null ? '' : `  ≈ ${wei(row.usdtValue)} USDT`
          output.line(`${row.day}  team bets ${wei(row.bets)} ${result.symbol(row.token)}${value}`)
        }
        output.line(`page ${page}, ${result.data.count} days${result.data.hasMore ? ' (more: --page)' : ''}`)
      })
    })
}

function registerTasks({ context, command, run, wei }: BountyCommandKit): void {
  command('tasks', 'your invite tasks, ongoing or completed; --receive <id> receives a completed one (once)')
    .option('--receive <id>', 'receive this completed task’s reward into your rewards', parseWholeNumber)
    .action(async (options: BountyOptions & { receive?: number }) => {
      const { output } = context.config()
      const signs = options.receive !== undefined
      const result = await run(
        options,
        async (session, account, symbol) => {
          const service = session.bounty(options.api)
          const { chainId } = session.config
          if (options.receive !== undefined) await service.receiveInviteTask(chainId, account, options.receive)
          return { tasks: await service.status(chainId, account).then((status) => status.tasks), symbol }
        },
        signs,
      )
      output.result({ received: options.receive ?? null, tasks: bountyJson.tasks(result.tasks) }, () => {
        if (options.receive !== undefined)
          output.line(`Task ${options.receive} received: claim it with fomo bounty claim`)
        if (result.tasks.length === 0) output.line('No data')
        for (const task of result.tasks) {
          const state = task.received
            ? 'received'
            : task.complete
              ? 'completed, receive it'
              : task.pending
                ? 'completed in blocks not final yet: receive it once they are'
                : `ongoing, ${task.missingFriends} more to go`
          output.line(
            `#${task.id} invite ${task.invites} friend(s) who play — reward ${wei(task.reward.amount)} ${result.symbol(task.reward.token)} — ${state}`,
          )
        }
      })
    })
}

function registerClaim({ context, command, run }: BountyCommandKit): void {
  command('claim', 'withdraw your bounty rewards: the signed cumulative voucher, sent to the reward distributor')
    .addOption(
      new Option(
        '--from <tab>',
        'which receive button: lp (LP task), inviter (daily promotion, invite tasks) or top (prizes won)',
      )
        .choices(Object.keys(CLAIM_KINDS))
        .default('lp'),
    )
    .action(async (options: BountyOptions & { from: keyof typeof CLAIM_KINDS }) => {
      const { output } = context.config()
      const kind = CLAIM_KINDS[options.from]
      const result = await run(
        options,
        async (session, account) => {
          const claimed = await session.bounty(options.api).claim({ ...rewardClaimOf(session, account), kind })
          return claimedResult(claimed)
        },
        true,
      )
      output.result(result, () => output.line(`Withdrawal success: ${result.hash}`))
    })
}

function registerDraws({ context, command, runForAnyone, wei }: BountyCommandKit): void {
  command('draws', 'every prize draw recomputed from the chain alone: commitment, seed and winners, checked').action(
    async (options: BountyOptions) => {
      const { output } = context.config()
      const draws = await runForAnyone(options, async (session, account) => {
        const head = await session.ports.history.head()
        const { rounds, draws } = await session.ports.history.bountyEvents(head)
        const chainDraws = prizeDrawsOf(draws)
        const hashes = new Map<number, string | undefined>()
        for (const draw of chainDraws)
          if (draw.targetBlock !== undefined && draw.seed)
            hashes.set(draw.targetBlock, await session.ports.history.blockHash(draw.targetBlock))
        return session.bounty(options.api).verifyDraws(session.config.chainId, account, {
          draws: chainDraws,
          rounds,
          blockHash: (block) => hashes.get(block),
        })
      })
      output.result({ draws }, () => {
        if (draws.length === 0) output.line('No draws yet')
        for (const draw of draws) {
          output.line(
            `Draw ${draw.drawId} (${draw.state}), entries close ${new Date(draw.closeTime * 1000).toISOString()}`,
          )
          output.line(`  commitment ${draw.commitment}`)
          if (draw.voidedAfterSeal)
            output.line('  WARNING: void after its seal: nobody revealed its fixed outcome in the window')
          if (draw.overlapping)
            output.line('  WARNING: its window overlaps another draw: the same players drawn more than once')
          if (draw.seed === null) continue
          output.line(
            `  seed ${draw.seed} — secret opens the commitment: ${draw.commitmentOpens ? 'yes' : 'NO'}; seed from the sealed block: ${draw.seedFromBlock === null ? 'block unknown' : draw.seedFromBlock ? 'yes' : 'NO'}`,
          )
          output.line(`  ${draw.eligible} eligible players; winners recomputed:`)
          for (const winner of draw.winners) output.line(`    ${winner.address}  ${wei(winner.prize)}`)
          output.line(
            `  server's winners: ${draw.matchesServer === null ? 'not listed' : draw.matchesServer ? 'match' : 'DIFFER'}`,
          )
        }
      })
      const bad = draws.find(
        (draw) => draw.commitmentOpens === false || draw.seedFromBlock === false || draw.matchesServer === false,
      )
      const steered = draws.find((draw) => draw.voidedAfterSeal || draw.overlapping)
      if (!bad && steered) {
        throw new DrawMismatchError(
          steered.drawId,
          steered.overlapping
            ? 'its window overlaps another draw, so the same players were drawn more than once'
            : 'it was voided after its seal, an outcome nobody revealed',
        )
      }
      if (bad) {
        const what =
          bad.commitmentOpens === false
            ? 'its secret does not open the commitment'
            : bad.seedFromBlock === false
              ? "its seed is not the secret mixed with the sealed block's hash"
              : "the server's winners differ from the chain's"
        throw new DrawMismatchError(bad.drawId, what)
      }
    },
  )
}
