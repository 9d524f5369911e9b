import type { BountyViews, DailyRewardTab } from './BountyViews'

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
   * `get-ext-lp-panel`: `oneself_lp_can_receive_reward_list` as final, the rest of the indexed credits in
   * `oneself_lp_pending_reward_list`, and each revealed draw marked `pending` until its reveal is final (its prizes
   * are receivable only then).
   */
  extLpPanel(account: string) {
    const [shown, final] = [this.shown.extLpPanel(account), this.final.extLpPanel(account)]
    const finalDraws = new Set(final.jackpot_list_yet.map((draw) => draw.draw_id))
    const finalSums = new Map(final.oneself_lp_can_receive_reward_list.map(({ token, sum }) => [token, sum]))
    return {
      ...shown,
      jackpot_list_yet: shown.jackpot_list_yet.map((draw) => ({ ...draw, pending: !finalDraws.has(draw.draw_id) })),
      oneself_lp_can_receive_reward_list: final.oneself_lp_can_receive_reward_list,
      oneself_lp_pending_reward_list: shown.oneself_lp_can_receive_reward_list.flatMap(({ token, sum }) => {
        const pending = sum - (finalSums.get(token) ?? 0n)
        return pending > 0n ? [{ token, sum: pending }] : []
      }),
    }
  }

  /**
   * `player-invite-task/4`: a task can be received (`is_receive` 2) once it is complete at the final heads; one complete
   * only in blocks not that deep yet is `pending` (still 4). `not_num` counts at the indexed heads.
   */
  inviteTasks(account: string, received: ReadonlySet<number> = new Set()) {
    const final = new Map(this.final.inviteTasks(account, received).map((task) => [task.id, task]))
    return this.shown.inviteTasks(account, received).map((task) => {
      const isReceive = final.get(task.id)?.is_receive ?? 4
      return { ...task, is_receive: isReceive, pending: task.is_receive === 2 && isReceive !== 2 }
    })
  }

  /**
   * `offer-daily-reward/{tab}`: for the credited tabs (2 yesterday, 3 every day) `SumAmont` is what the final heads
   * credited and `pending` the rest of the indexed figure; tab 1 (today so far) credits nothing yet, so its pending is 0.
   */
  dailyReward(account: string, tab: DailyRewardTab) {
    const shown = this.shown.dailyReward(account, tab)
    const [reward] = shown.rewards
    if (tab === 1 || !reward) return { ...shown, rewards: shown.rewards.map((r) => ({ ...r, pending: 0n })) }
    const final = this.final.dailyReward(account, tab)
    // yesterday of the indexed head may still be today at the final head: then nothing of it is credited yet
    const credited = tab === 3 || final.day === shown.day ? (final.rewards[0]?.SumAmont ?? 0n) : 0n
    const sum = credited < reward.SumAmont ? credited : reward.SumAmont
    return { ...shown, rewards: [{ ...reward, SumAmont: sum, pending: reward.SumAmont - sum }] }
  }

  /** `direct-game-reward-total`: each row's `sum` as credited at the final heads, `pending` the rest. */
  directGameRewardTotal(account: string) {
    const final = new Map(this.final.directGameRewardTotal(account).map((row) => [row.id, row.sum]))
    return this.shown.directGameRewardTotal(account).map((row) => {
      const sum = final.get(row.id) ?? 0n
      const credited = sum < row.sum ? sum : row.sum
      return { ...row, sum: credited, pending: row.sum - credited }
    })
  }
}
