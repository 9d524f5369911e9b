import type {
  DailyRewardView,
  DirectGameRewardView,
  ExtLpPanelView,
  InviteTaskView,
  NodeGameTaskView,
  ReferrerItemView,
  TeamPromotionItemView,
} from '../../ports/BountyApi'

/**
 * The bounty endpoints' wire format (spec §3's field names, in the order the server has always answered them): the
 * domain views named as the JSON names them, wei still bigint (bigintJson writes it as a decimal string). The server
 * answers with these and `fomo bounty --json` prints them; RestBountyApi reads them back into the domain names. Only
 * the edges know these names.
 */
export const bountyWire = {
  /** `get-ext-lp-panel`. */
  extLpPanel: (panel: ExtLpPanelView) => ({
    jackpot_list: panel.onOffer.map(({ token, amount }) => ({ token, amount })),
    jackpot_list_not: panel.notDrawn.map((draw) => ({
      draw_id: draw.drawId,
      token: draw.token,
      close_time: draw.closeTime,
      prizes: draw.prizes,
    })),
    jackpot_list_yet: panel.drawn.map((draw) => ({
      draw_id: draw.drawId,
      token: draw.token,
      close_time: draw.closeTime,
      seed: draw.seed,
      winners: draw.winners.map(({ address, prize }) => ({ address, prize })),
      pending: draw.pending,
    })),
    oneself_lp_total_reward_list: panel.lpEarned.map((item) => ({
      token: item.token,
      amount: item.amount,
      equal_u: item.usdtValue,
    })),
    oneself_lp_can_receive_reward_list: panel.lpReceivable.map(({ token, sum }) => ({ token, sum })),
    direct_drive: panel.pledgingFriends,
    oneself_lp_pending_reward_list: panel.lpPending.map(({ token, sum }) => ({ token, sum })),
  }),

  /** One task of `player-invite-task/4`: `is_receive` 2 complete, 4 ongoing. */
  inviteTask: (task: InviteTaskView) => ({
    id: task.id,
    task_content: task.description,
    reward_content: { token: task.reward.token, amount: task.reward.amount },
    invites: task.invites,
    is_receive: task.complete ? 2 : 4,
    not_num: task.missingFriends,
    received: task.received,
    pending: task.pending,
  }),

  /** `player/offer-daily-reward/{tab}`. */
  dailyReward: (daily: DailyRewardView) => ({
    weight: daily.weight,
    parent_addr: daily.inviter,
    rewards: daily.rewards.map((reward) => ({
      TokenName: reward.tokenName,
      SumAmont: reward.sum,
      pending: reward.pending,
    })),
    day: daily.day,
  }),

  /** One row of `player/direct-game-reward-total`. */
  directGameReward: (row: DirectGameRewardView) => ({
    id: row.id,
    game_type: row.gameType,
    ratio: row.ratioBps,
    token: row.token,
    sum: row.sum,
    pending: row.pending,
  }),

  /** `player/node-game-task-state`. */
  nodeGameTask: (node: NodeGameTaskView) => ({
    node_team: node.teamSize,
    node_direct_people: node.directFriends,
    node_direct_bet: node.directBets,
    finish: node.finish,
    total: node.total,
  }),

  /** One row of `player/spread-referrer-data`. */
  referrer: (row: ReferrerItemView) => ({
    Addr: row.address,
    NumGames: row.games,
    GameType: row.gameType,
    Bets: row.bets,
    Token: row.token,
    Weight: row.weight,
  }),

  /** One day of `player/spread-team-promotion-data`. */
  teamPromotionDay: (row: TeamPromotionItemView) => ({
    Bets: row.bets,
    Token: row.token,
    EqU: row.usdtValue,
    DayStr: row.day,
  }),
}
