import { bountyWire } from '../adapters/rest/bountyWire'
import type { BountyStatus } from '../domain/bounty/BountyService'
import type { BountyPage, InviteTaskView, ReferrerItemView, TeamPromotionItemView } from '../ports/BountyApi'

/**
 * `fomo bounty … --json`: the views in the API's wire names (bountyWire), as the command has always printed them, so
 * a script reads the CLI's figures and the server's alike. The text output reads the domain names.
 */
export const bountyJson = {
  /** `status`'s figures (the unpaid totals are the command's own). */
  figures: ({ panel, tasks, daily, directTotals, node }: Omit<BountyStatus, 'unpaid'>) => ({
    panel: bountyWire.extLpPanel(panel),
    tasks: bountyJson.tasks(tasks),
    daily: {
      today: bountyWire.dailyReward(daily.today),
      yesterday: bountyWire.dailyReward(daily.yesterday),
      all: bountyWire.dailyReward(daily.all),
    },
    directTotals: directTotals.map(bountyWire.directGameReward),
    node: bountyWire.nodeGameTask(node),
  }),
  tasks: (tasks: readonly InviteTaskView[]) => tasks.map(bountyWire.inviteTask),
  referrers: (page: BountyPage<ReferrerItemView>) => ({ ...page, list: page.list.map(bountyWire.referrer) }),
  teamPromotion: (page: BountyPage<TeamPromotionItemView>) => ({
    ...page,
    list: page.list.map(bountyWire.teamPromotionDay),
  }),
}
