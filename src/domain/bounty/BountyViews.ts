import type { Ratio } from '../math/Ratio'
import type { MiningEvent } from '../mining/MiningEvent'
import type { RewardCredit } from '../rewards/RewardCredit'
import type { InvitationBound } from '../season/SeasonEvent'
import type { BountyTerms } from './BountyTerms'
import { weightInWei } from './betWeight'
import { dailyPromotionCredits } from './dailyPromotionCredits'
import { dailyWeights } from './dailyWeights'
import { directGameRewardTotals } from './directGameRewardTotals'
import { drawWindowEligible } from './drawWindowEligible'
import { drawWinners } from './drawWinners'
import type { GameRound, GameType, GameTypeFilter } from './GameRound'
import { gameNode } from './gameNode'
import { inviteTaskCredit } from './inviteTaskCredit'
import { inviteTasks } from './inviteTasks'
import { type LpExtRewards, lpExtRewards } from './lpExtRewards'
import type { PrizeDraw } from './PrizeDraw'
import { pageOf } from './pageOf'
import { prizeDrawCredits } from './prizeDrawCredits'
import { ReferralTree } from './ReferralTree'
import { type ReferrerRow, referrerTable } from './referrerTable'
import { roundsByPlayer } from './roundsByPlayer'
import { teamPromotion } from './teamPromotion'
import { DAY_SECONDS, utcDay } from './utcDay'

/** Everything the bounty area's figures are computed from: chain events up to the indexed head, and the bindings. */
export interface BountySnapshot {
  terms: BountyTerms
  bindings: readonly InvitationBound[]
  rounds: readonly GameRound[]
  miningEvents: readonly MiningEvent[]
  draws: readonly PrizeDraw[]
  /** The indexed head's block time (seconds): days ended by it are credited. */
  now: number
  /** USDT base units per token base unit (usdtPrices), for the `usdtValue` display values only. */
  prices: ReadonlyMap<string, Ratio>
  /** token (lowercase) → symbol, for `tokenName`; a token without one shows its address. */
  symbols?: ReadonlyMap<string, string>
}

/** `offer-daily-reward`'s tabs: 1 today so far (not credited yet), 2 yesterday, 3 every day credited. */
export type DailyRewardTab = 1 | 2 | 3

/** An amount of a token (wei, token lowercase). */
export interface TokenAmount {
  token: string
  amount: bigint
}

/** A credited total of a token (wei, token lowercase). */
export interface TokenSum {
  token: string
  sum: bigint
}

/** A draw of the prize pool not drawn yet: its close and the prizes it offers. */
export interface OpenDrawView {
  drawId: bigint
  token: string
  closeTime: number
  prizes: bigint[]
}

/** A drawn (revealed) draw: its seed and its winners with their prizes. */
export interface DrawnDrawView {
  drawId: bigint
  token: string
  closeTime: number
  seed: string
  winners: { address: string; prize: bigint }[]
}

/** What the LP extension accrued the account in a token, and its USDT value (null without a price). */
export interface LpEarnedView extends TokenAmount {
  usdtValue: bigint | null
}

/** `get-ext-lp-panel` at one head: the prize pool's draws and the account's LP extension. */
export interface LpPanelView {
  /** Per token, what the open draws offer. */
  onOffer: TokenAmount[]
  notDrawn: OpenDrawView[]
  drawn: DrawnDrawView[]
  /** The LP extension accrued so far (credited or not). */
  lpEarned: LpEarnedView[]
  /** The LP extension credited (receivable). */
  lpReceivable: TokenSum[]
  /** How many of the account's direct friends hold a pledge now. */
  pledgingFriends: number
}

/** An invite task as the account sees it. */
export interface InviteTaskItemView {
  id: number
  description: string
  reward: TokenAmount
  invites: number
  /** Enough direct friends count: its reward can be received. */
  complete: boolean
  /** Counted direct friends still missing (0 once complete). */
  missingFriends: number
  /** Its reward is in the reward ledger already (it pays once). */
  received: boolean
}

/** `offer-daily-reward/{tab}` at one head: the promotion weight (wei), the inviter and the tab's reward. */
export interface DailyRewardAtHeadView {
  weight: bigint
  /** The account's inviter, null when it has none. */
  inviter: string | null
  rewards: { tokenName: string; sum: bigint }[]
  /** The tab's UTC day (YYYY-MM-DD), null for every credited day (tab 3). */
  day: string | null
}

/** A row of `direct-game-reward-total`: what the daily promotion credited the account for one game type. */
export interface DirectGameRewardAtHeadView {
  id: number
  gameType: GameType
  ratioBps: number
  token: string
  sum: bigint
}

/** `node-game-task-state`: the account's game-node conditions. */
export interface NodeGameTaskView {
  teamSize: number
  directFriends: number
  /** The direct friends' bets (wei). */
  directBets: bigint
  finish: number
  total: number
}

/** One row of the referrer table (`spread-referrer-data`): the domain's row as it is. */
export type ReferrerItemView = ReferrerRow

/** One day of team promotion (`spread-team-promotion-data`). */
export interface TeamPromotionItemView {
  bets: bigint
  token: string
  /** The bets' USDT value, null without a price. */
  usdtValue: bigint | null
  /** The UTC day, YYYY-MM-DD. */
  day: string
}

/**
 * The bounty area's views (the routes of spec §7 and issue 15, in domain names: the server's presenter names them as
 * spec §3 does), each a pure function of one snapshot of the chain, so `fomo bounty` and a verifier recompute what the
 * server shows. Wei amounts are bigint, addresses and tokens lowercase. The rules are in the functions each view calls; a view only picks and names.
 */
export class BountyViews {
  private readonly tree: ReferralTree
  private readonly byPlayer: Map<string, GameRound[]>
  private lpExt: LpExtRewards | undefined

  constructor(private readonly snapshot: BountySnapshot) {
    this.tree = new ReferralTree(snapshot.bindings.filter((binding) => binding.time <= snapshot.now))
    this.byPlayer = roundsByPlayer(snapshot.rounds.filter((round) => round.time <= snapshot.now))
  }

  /**
   * Every credit the rules owe up to the snapshot's time (invite tasks aside: those are written when received): the
   * daily promotion of each ended day, the LP extension of each ended day and each revealed draw's prizes. The
   * server writes them to the reward ledger under their keys; writing them again has no effect.
   */
  credits(): RewardCredit[] {
    const { terms, rounds, now } = this.snapshot
    const draws = this.snapshot.draws.flatMap((draw) =>
      draw.seed && !draw.void
        ? prizeDrawCredits(
            {
              drawId: draw.drawId,
              seed: draw.seed,
              prizes: draw.prizes.map((amount) => ({ token: draw.token, amount })),
            },
            this.eligible(draw),
          )
        : [],
    )
    return [...dailyPromotionCredits(this.tree, rounds, terms, now), ...this.lpExtRewards().credits, ...draws]
  }

  /** `get-ext-lp-panel`: the prize pool's draws, the account's LP extension (accrued, credited), its pledging friends. */
  extLpPanel(account: string): LpPanelView {
    const address = account.toLowerCase()
    const open = this.snapshot.draws.filter((draw) => !draw.seed && !draw.void)
    const onOffer = new Map<string, bigint>()
    for (const draw of open)
      for (const prize of draw.prizes) onOffer.set(draw.token, (onOffer.get(draw.token) ?? 0n) + prize)
    const lpExt = this.lpExtRewards()
    const credited = new Map<string, bigint>()
    for (const credit of lpExt.credits)
      if (credit.account === address) credited.set(credit.token, (credited.get(credit.token) ?? 0n) + credit.amount)
    return {
      onOffer: [...onOffer].map(([token, amount]) => ({ token, amount })),
      notDrawn: open.map((draw) => ({
        drawId: draw.drawId,
        token: draw.token,
        closeTime: draw.closeTime,
        prizes: [...draw.prizes],
      })),
      drawn: this.snapshot.draws
        .filter((draw) => draw.seed && !draw.void)
        .map((draw) => {
          const winners = drawWinners(draw.seed!, this.eligible(draw), draw.prizes.length)
          return {
            drawId: draw.drawId,
            token: draw.token,
            closeTime: draw.closeTime,
            seed: draw.seed!,
            winners: winners.map((winner, i) => ({ address: winner, prize: draw.prizes[i]! })),
          }
        }),
      lpEarned: [...(lpExt.accrued.get(address) ?? [])].map(([token, amount]) => ({
        token,
        amount,
        usdtValue: this.inUsdt(token, amount),
      })),
      lpReceivable: [...credited].map(([token, sum]) => ({ token, sum })),
      pledgingFriends: lpExt.directDrive.get(address) ?? 0,
    }
  }

  /** `player-invite-task/4`: the tasks in the order of their targets; `received` are the ids already credited. */
  inviteTasks(account: string, received: ReadonlySet<number> = new Set()): InviteTaskItemView[] {
    return inviteTasks(this.tree, this.byPlayer, account, this.snapshot.terms, received).map((state) => ({
      id: state.task.id,
      description: `Invite ${state.task.invites} friend(s) who play a game`,
      reward: { token: state.task.reward.token, amount: state.task.reward.amount },
      invites: state.task.invites,
      complete: state.complete,
      missingFriends: state.missingFriends,
      received: state.received,
    }))
  }

  /** `player-invite-task-succ/{taskId}`: the credit receiving the task writes (inviteTaskCredit: it pays once). */
  inviteTaskCredit(account: string, taskId: number): RewardCredit {
    return inviteTaskCredit(inviteTasks(this.tree, this.byPlayer, account, this.snapshot.terms), taskId, account)
  }

  /**
   * `offer-daily-reward/{tabIndex}`: the account's promotion weight (wei) and rewards for today so far (what the pool
   * would give if the day ended now: not credited yet), for yesterday (credited), or over every credited day, with
   * `inviter`, the account's inviter.
   */
  dailyReward(account: string, tab: DailyRewardTab): DailyRewardAtHeadView {
    const address = account.toLowerCase()
    const { terms, rounds, now } = this.snapshot
    const today = Math.floor(now / DAY_SECONDS) * DAY_SECONDS
    const [from, to] = tab === 1 ? [today, today + DAY_SECONDS] : tab === 2 ? [today - DAY_SECONDS, today] : [0, today]
    const inRange = rounds.filter((round) => round.time >= from && round.time < Math.min(to, now + 1))
    let weight = 0n
    for (const inviters of dailyWeights(this.tree, inRange, terms).values())
      for (const value of inviters.get(address)?.values() ?? []) weight += value
    const credits = dailyPromotionCredits(this.tree, inRange, terms, to).filter((credit) => credit.account === address)
    const sum = credits.reduce((total, credit) => total + credit.amount, 0n)
    return {
      weight: weightInWei(weight),
      inviter: this.tree.inviterOf(address) ?? null,
      rewards: [{ tokenName: this.symbolOf(terms.dailyPool.token), sum }],
      day: tab === 3 ? null : utcDay(from),
    }
  }

  /** `direct-game-reward-total`: per game type, what the daily promotion credited the account. */
  directGameRewardTotal(account: string): DirectGameRewardAtHeadView[] {
    const address = account.toLowerCase()
    const { terms, rounds, now } = this.snapshot
    const own = dailyPromotionCredits(this.tree, rounds, terms, now).filter((credit) => credit.account === address)
    return directGameRewardTotals(own, terms).map((row) => ({
      id: row.id,
      gameType: row.gameType,
      ratioBps: row.ratioBps,
      token: row.token,
      sum: row.sum,
    }))
  }

  /** `node-game-task-state`. */
  nodeGameTaskState(account: string): NodeGameTaskView {
    const node = gameNode(this.tree, this.byPlayer, account, this.snapshot.terms)
    return {
      teamSize: node.nodeTeam,
      directFriends: node.nodeDirectPeople,
      directBets: node.nodeDirectBet,
      finish: node.finish,
      total: node.total,
    }
  }

  /** `spread-referrer-data?page&gameType`: a page of the referrer table and its row count. */
  spreadReferrerData(
    account: string,
    page: number,
    gameType: GameTypeFilter,
  ): { list: ReferrerItemView[]; count: number } {
    const rows = referrerTable(this.tree, this.byPlayer, account, gameType, this.snapshot.terms)
    return pageOf(rows, page)
  }

  /** `spread-team-promotion-data?page&year&month`: a page of the month's team promotion, newest day first. */
  spreadTeamPromotionData(
    account: string,
    page: number,
    year: number,
    month: number,
  ): { list: TeamPromotionItemView[]; count: number } {
    if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`month ${month}: months are 1 to 12`)
    const rows = teamPromotion(this.tree, this.byPlayer, account, this.snapshot.prices, { year, month })
    const { list, count } = pageOf(rows, page)
    return {
      list: list.map((row) => ({ bets: row.bets, token: row.token, usdtValue: row.equalU ?? null, day: row.day })),
      count,
    }
  }

  /** A draw's eligible accounts: drawWindowEligible (`fomo bounty draws` recomputes them with the same rule). */
  private eligible(draw: PrizeDraw): string[] {
    return drawWindowEligible(this.snapshot.draws, this.snapshot.rounds, draw)
  }

  private lpExtRewards(): LpExtRewards {
    this.lpExt ??= lpExtRewards(
      this.snapshot.miningEvents,
      this.snapshot.bindings,
      this.snapshot.terms.lpExtRewardBps,
      this.snapshot.now,
    )
    return this.lpExt
  }

  private inUsdt(token: string, amount: bigint): bigint | null {
    const price = this.snapshot.prices.get(token)
    return price === undefined ? null : (amount * price.numerator) / price.denominator
  }

  private symbolOf(token: string): string {
    return this.snapshot.symbols?.get(token) ?? token
  }
}
