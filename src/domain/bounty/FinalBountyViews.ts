import type {
  BountyViews,
  DailyRewardAtHeadView,
  DailyRewardTab,
  DirectGameRewardAtHeadView,
  DrawnDrawView,
  InviteTaskItemView,
  LpPanelView,
  TokenSum,
} from './BountyViews'

/** A drawn draw, `pending` until its reveal is final (its prizes are receivable only then). */
export interface DrawnPrizeView extends DrawnDrawView {
  pending: boolean
}

/**
 * `get-ext-lp-panel`: the prize pool's draws and the LP extension; `lpReceivable` is final, `lpPending` the rest of
 * what the indexed heads credit.
 */
export interface ExtLpPanelView extends Omit<LpPanelView, 'drawn'> {
  drawn: DrawnPrizeView[]
  lpPending: TokenSum[]
}

/**
 * An invite task: `complete` at the final heads (it can be received), `pending` when it is complete only in blocks not
 * final yet, `received` once credited.
 */
export interface InviteTaskView extends InviteTaskItemView {
  pending: boolean
}

/** `offer-daily-reward/{tab}`: the promotion weight, the inviter and the rewards of the tab's days (final, pending). */
export interface DailyRewardView extends Omit<DailyRewardAtHeadView, 'rewards'> {
  rewards: { tokenName: string; sum: bigint; pending: bigint }[]
}

/** One row of `direct-game-reward-total` (`sum` final, `pending` the rest). */
export interface DirectGameRewardView extends DirectGameRewardAtHeadView {
  pending: bigint
}

/**
 * The bounty area's money figures as a person may act on them (issue 26): what can be received is what the views at
 * the final heads (the chain's finality depth below the indexed ones) credit; what the indexed heads credit beyond it
 * is shown as pending, never as receivable. `shown` are the views at the indexed heads, `final` at the final heads
 * (the same views when the depth is 0). Every other figure (tables, the game node) stays `shown`'s.
 */
export class FinalBountyViews {
  constructor(
    private readonly shown: BountyViews,
    private readonly final: BountyViews,
  ) {}

  /**
   * `get-ext-lp-panel`: `lpReceivable` as final, the rest of the indexed credits in `lpPending`, and each drawn draw
   * marked `pending` until its reveal is final (its prizes are receivable only then).
   */
  extLpPanel(account: string): ExtLpPanelView {
    const [shown, final] = [this.shown.extLpPanel(account), this.final.extLpPanel(account)]
    const finalDraws = new Set(final.drawn.map((draw) => draw.drawId))
    const finalSums = new Map(final.lpReceivable.map(({ token, sum }) => [token, sum]))
    return {
      ...shown,
      drawn: shown.drawn.map((draw) => ({ ...draw, pending: !finalDraws.has(draw.drawId) })),
      lpReceivable: final.lpReceivable,
      lpPending: shown.lpReceivable.flatMap(({ token, sum }) => {
        const pending = sum - (finalSums.get(token) ?? 0n)
        return pending > 0n ? [{ token, sum: pending }] : []
      }),
    }
  }

  /**
   * `player-invite-task/4`: a task can be received (`complete`) once it is complete at the final heads; one complete
   * only in blocks not that deep yet is `pending` (not complete yet). `missingFriends` counts at the indexed heads.
   */
  inviteTasks(account: string, received: ReadonlySet<number> = new Set()): InviteTaskView[] {
    const final = new Map(this.final.inviteTasks(account, received).map((task) => [task.id, task]))
    return this.shown.inviteTasks(account, received).map((task) => {
      const complete = final.get(task.id)?.complete ?? false
      return { ...task, complete, pending: task.complete && !complete }
    })
  }

  /**
   * `offer-daily-reward/{tab}`: for the credited tabs (2 yesterday, 3 every day) `sum` is what the final heads
   * credited and `pending` the rest of the indexed figure; tab 1 (today so far) credits nothing yet, so its pending is 0.
   */
  dailyReward(account: string, tab: DailyRewardTab): DailyRewardView {
    const shown = this.shown.dailyReward(account, tab)
    const [reward] = shown.rewards
    if (tab === 1 || !reward) return { ...shown, rewards: shown.rewards.map((r) => ({ ...r, pending: 0n })) }
    const final = this.final.dailyReward(account, tab)
    // yesterday of the indexed head may still be today at the final head: then nothing of it is credited yet
    const credited = tab === 3 || final.day === shown.day ? (final.rewards[0]?.sum ?? 0n) : 0n
    const sum = credited < reward.sum ? credited : reward.sum
    return { ...shown, rewards: [{ ...reward, sum, pending: reward.sum - sum }] }
  }

  /** `direct-game-reward-total`: each row's `sum` as credited at the final heads, `pending` the rest. */
  directGameRewardTotal(account: string): DirectGameRewardView[] {
    const final = new Map(this.final.directGameRewardTotal(account).map((row) => [row.id, row.sum]))
    return this.shown.directGameRewardTotal(account).map((row) => {
      const sum = final.get(row.id) ?? 0n
      const credited = sum < row.sum ? sum : row.sum
      return { ...row, sum: credited, pending: row.sum - credited }
    })
  }
}
