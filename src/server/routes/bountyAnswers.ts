import { bountyWire } from '../../adapters/rest/bountyWire'
import type {
  DirectGameRewardView,
  InviteTaskView,
  ReferrerItemView,
  TeamPromotionItemView,
} from '../../ports/BountyApi'

/** A table page as the views return it. */
interface Rows<T> {
  list: readonly T[]
  count: number
}

/**
 * What each bounty view route answers in its envelope's `data`: the read model's domain view (named as BountyViews'
 * method of the same name) in the wire names of spec §3 (bountyWire), so the domain never carries them.
 */
export const bountyAnswers = {
  extLpPanel: bountyWire.extLpPanel,
  inviteTasks: (tasks: readonly InviteTaskView[]) => tasks.map(bountyWire.inviteTask),
  dailyReward: bountyWire.dailyReward,
  directGameRewardTotal: (rows: readonly DirectGameRewardView[]) => rows.map(bountyWire.directGameReward),
  nodeGameTaskState: bountyWire.nodeGameTask,
  spreadReferrerData: ({ list, count }: Rows<ReferrerItemView>) => ({ list: list.map(bountyWire.referrer), count }),
  spreadTeamPromotionData: ({ list, count }: Rows<TeamPromotionItemView>) => ({
    list: list.map(bountyWire.teamPromotionDay),
    count,
  }),
}
