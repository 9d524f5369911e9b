import { SharedRuns } from '../../domain/async/SharedRuns'
import { BOUNTY_PROGRAMME } from '../../domain/bounty/BountyTerms'
import { BountyViews, type DailyRewardTab } from '../../domain/bounty/BountyViews'
import { FinalBountyViews } from '../../domain/bounty/FinalBountyViews'
import type { GameRound, GameTypeFilter } from '../../domain/bounty/GameRound'
import { inviteTaskIdOf } from '../../domain/bounty/inviteTaskCredit'
import type { PrizeDraw } from '../../domain/bounty/PrizeDraw'
import type { PrizeDrawEvent } from '../../domain/bounty/PrizeDrawEvent'
import { prizeDrawsOf } from '../../domain/bounty/prizeDrawsOf'
import { readBountyTerms } from '../../domain/bounty/readBountyTerms'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { NoBountyAreaError } from '../../domain/errors/NoBountyAreaError'
import { usdtPrices } from '../../domain/market/usdtPrices'
import type { MiningEvent } from '../../domain/mining/MiningEvent'
import type { BountyCredits, RevealedDrawTotal } from '../../ports/BountyCredits'
import type { ChainHeads, IndexedHead } from '../../ports/ChainHeads'
import type { GameRoundEvents } from '../../ports/GameRoundEvents'
import type { Invitations } from '../../ports/Invitations'
import type { MarketData } from '../../ports/MarketData'
import type { EventCursor, MiningEvents } from '../../ports/MiningEvents'
import type { PrizeDrawEvents } from '../../ports/PrizeDrawEvents'
import type { RewardLedger } from '../../ports/RewardLedger'

const PAGE = 5_000

export interface BountyReadModelDeps {
  records: readonly DeploymentRecord[]
  /** The heads the views stand on: the indexed heads, or the final heads (finalChainHeads). */
  heads: ChainHeads
  /** The LP-mining events (the LP extension's source). */
  mining: MiningEvents
  rounds: GameRoundEvents
  draws: PrizeDrawEvents
  invitations: Invitations
  /** The indexed pairs: USDT prices for the display values (`usdtValue`). */
  market: MarketData
  rewards: RewardLedger
  credits: BountyCredits
  /**
   * The same views at the final heads (built on finalChainHeads): what a received invite task is credited from. This
   * model's own events when absent (it stands at the final heads itself, or the depth is 0).
   */
  payouts?: BountyReadModel
}

/** One chain's views at an indexed head, and what each revealed draw moved (the cap on its prize credits). */
export interface BountyState {
  views: BountyViews
  head: IndexedHead | undefined
  revealed: RevealedDrawTotal[]
  /** Changes with the indexed head and the bindings: what the views were built from. */
  key: string
  /**
   * How many times the chain's events were read again from the start (a reorganisation moved the head back or off the
   * block they stood on): what was derived from an earlier reading may have been rolled back since.
   */
  rereads: number
}

/**
 * The bounty API's views (spec §3 and §7, issue 15): a BountySnapshot of one chain built from the indexed events —
 * the invitation bindings, FomoGameRecords' rounds, the LP-mining events, FomoPrizePool's draws, the deployment
 * record's bounty terms and, for display only, the indexed pairs' USDT prices — and the BountyViews over it, built once
 * per indexed block (and again when a binding is added); each build reads only the events indexed since the last. Every figure is BountyViews' (the routes' `data` is what its
 * methods return, named as the wire names it: bountyAnswers), so `fomo bounty` and a verifier recompute them from the chain.
 */
export class BountyReadModel {
  private readonly states = new Map<number, BountyState>()
  private readonly loads = new SharedRuns<number, BountyState>()
  private readonly events = new Map<number, ChainEvents>()
  private readonly rereads = new Map<number, number>()

  constructor(private readonly deps: BountyReadModelDeps) {}

  /** Whether `chainId` has the bounty area deployed (its record has the bounty terms and the game records). */
  serves(chainId: number): boolean {
    const record = this.deps.records.find((r) => r.chainId === chainId)
    return record?.bounty !== undefined && record.contracts.gameRecords !== undefined
  }

  /** The chain's views at its indexed head (built when the head or the bindings changed since the last call). */
  async state(chainId: number): Promise<BountyState> {
    return this.loads.run(chainId, () => this.load(chainId))
  }

  /** The views at the indexed heads with their money figures as final (what can be received) and pending. */
  private async finalViews(chainId: number): Promise<FinalBountyViews> {
    const [shown, final] = await Promise.all([this.state(chainId), (this.deps.payouts ?? this).state(chainId)])
    return new FinalBountyViews(shown.views, final.views)
  }

  /** `get-ext-lp-panel`: what can be received is final; the rest is pending. */
  async extLpPanel(chainId: number, account: string) {
    return (await this.finalViews(chainId)).extLpPanel(account)
  }

  /** `player-invite-task/4`: the tasks with those already received (credited) marked, complete once final. */
  async inviteTasks(chainId: number, account: string) {
    const [views, credits] = await Promise.all([
      this.finalViews(chainId),
      this.deps.rewards.creditsOf(chainId, account, BOUNTY_PROGRAMME),
    ])
    const received = new Set(credits.flatMap((credit) => inviteTaskIdOf(credit.key) ?? []))
    return views.inviteTasks(account, received)
  }

  /** `player/offer-daily-reward/{tabIndex}`: a credited day's reward as final, the rest pending. */
  async dailyReward(chainId: number, account: string, tab: DailyRewardTab) {
    return (await this.finalViews(chainId)).dailyReward(account, tab)
  }

  /** `player/direct-game-reward-total`: each row's credited sum as final, the rest pending. */
  async directGameRewardTotal(chainId: number, account: string) {
    return (await this.finalViews(chainId)).directGameRewardTotal(account)
  }

  /** `player/node-game-task-state`. */
  async nodeGameTaskState(chainId: number, account: string) {
    return (await this.state(chainId)).views.nodeGameTaskState(account)
  }

  /** `player/spread-referrer-data?page&gameType`. */
  async spreadReferrerData(chainId: number, account: string, page: number, gameType: GameTypeFilter) {
    return (await this.state(chainId)).views.spreadReferrerData(account, page, gameType)
  }

  /** `player/spread-team-promotion-data?page&year&month`. */
  async spreadTeamPromotionData(chainId: number, account: string, page: number, year: number, month: number) {
    return (await this.state(chainId)).views.spreadTeamPromotionData(account, page, year, month)
  }

  private recordOf(chainId: number): DeploymentRecord & { bounty: NonNullable<DeploymentRecord['bounty']> } {
    const record = this.deps.records.find((r) => r.chainId === chainId)
    if (!record?.bounty || !record.contracts.gameRecords) throw new NoBountyAreaError(chainId)
    return record as DeploymentRecord & { bounty: NonNullable<DeploymentRecord['bounty']> }
  }

  private async load(chainId: number): Promise<BountyState> {
    const record = this.recordOf(chainId)
    const [head, bindings] = await Promise.all([this.deps.heads.head(chainId), this.deps.invitations.bindings()])
    const key = `${head?.number ?? -1}:${head?.hash ?? ''}:${bindings.length}`
    const cached = this.states.get(chainId)
    if (cached?.key === key) return cached
    const events = await this.eventsUpTo(chainId, head)
    const pairs = await this.deps.market.pairStates(chainId)
    const usdt = record.tokens.find((token) => token.symbol === 'USDT')
    const { draws, revealed } = prizeDraws(events.draws)
    const views = new BountyViews({
      terms: readBountyTerms(record.bounty),
      bindings,
      rounds: events.rounds,
      miningEvents: events.mining,
      draws,
      now: head?.timestamp ?? 0,
      prices: usdt ? usdtPrices(pairs, usdt.address.toLowerCase()) : new Map(),
      symbols: new Map(record.tokens.map((token) => [token.address.toLowerCase(), token.symbol])),
    })
    const state = { views, head, revealed, key, rereads: this.rereads.get(chainId) ?? 0 }
    this.states.set(chainId, state)
    return state
  }

  /**
   * The chain's events up to `head`: only those indexed since the last read are read and appended, unless the block
   * the last read stood on is no longer canonical (a reorganisation) or the head went back, then all are read again.
   */
  private async eventsUpTo(chainId: number, head: IndexedHead | undefined): Promise<ChainEvents> {
    let events = this.events.get(chainId)
    const stale =
      events?.at &&
      (!head ||
        head.number < events.at.number ||
        !(await this.deps.heads.isCanonical(chainId, events.at.number, events.at.hash)))
    if (stale) this.rereads.set(chainId, (this.rereads.get(chainId) ?? 0) + 1)
    if (!events || stale) events = { mining: [], rounds: [], draws: [], at: undefined }
    if (head && (events.at?.number !== head.number || events.at.hash !== head.hash)) {
      const to = head.number
      const [mining, rounds, draws] = await Promise.all([
        readAll<MiningEvent>(events.mining.at(-1), (cursor) => this.deps.mining.eventsAfter(chainId, cursor, to, PAGE)),
        readAll<GameRound>(events.rounds.at(-1), (cursor) => this.deps.rounds.eventsAfter(chainId, cursor, to, PAGE)),
        readAll<PrizeDrawEvent>(events.draws.at(-1), (cursor) =>
          this.deps.draws.eventsAfter(chainId, cursor, to, PAGE),
        ),
      ])
      // new arrays: a snapshot handed out before keeps the events it was built from
      events = {
        mining: [...events.mining, ...mining],
        rounds: [...events.rounds, ...rounds],
        draws: [...events.draws, ...draws],
        at: head,
      }
    }
    this.events.set(chainId, events)
    return events
  }
}

/** One chain's indexed events read so far, in chain order, and the head they were read up to. */
interface ChainEvents {
  mining: MiningEvent[]
  rounds: GameRound[]
  draws: PrizeDrawEvent[]
  at: IndexedHead | undefined
}

/** Every event a paged reader gives, page after page, in chain order. */
async function readAll<E extends EventCursor>(
  after: EventCursor | undefined,
  page: (cursor: EventCursor | undefined) => Promise<E[]>,
): Promise<E[]> {
  const events: E[] = []
  let cursor = after && { blockNumber: after.blockNumber, logIndex: after.logIndex }
  for (;;) {
    const next = await page(cursor)
    events.push(...next)
    const last = next.at(-1)
    if (last) cursor = { blockNumber: last.blockNumber, logIndex: last.logIndex }
    if (next.length < PAGE) return events
  }
}

/**
 * The prize pool's draws as the rules read them (PrizeDraw: committed, then revealed with its seed or voided), and
 * what each reveal moved to the distributor.
 */
export function prizeDraws(events: readonly PrizeDrawEvent[]): { draws: PrizeDraw[]; revealed: RevealedDrawTotal[] } {
  const draws = prizeDrawsOf(events)
  const tokenOf = new Map(draws.map((draw) => [draw.drawId, draw.token]))
  const revealed = events.flatMap((event) => {
    const token = event.kind === 'revealed' ? tokenOf.get(event.drawId) : undefined
    return event.kind === 'revealed' && token ? [{ drawId: event.drawId, token, total: event.total }] : []
  })
  return { draws, revealed }
}
