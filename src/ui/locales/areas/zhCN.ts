import { bountyZhCN } from '../bounty/zhCN'
import { bridgeZhCN } from '../bridge/zhCN'
import { capitalZhCN } from '../capital/zhCN'
import type { AreaMessages } from '../en'
import { exchangeZhCN } from '../exchange/zhCN'
import { leaderboardZhCN } from '../leaderboard/zhCN'
import { miningZhCN } from '../mining/zhCN'
import { poolZhCN } from '../pool/zhCN'
import { seasonZhCN } from '../season/zhCN'

/** Simplified Chinese: the strings of every area but Swap and Send, loaded with their screens. */
export const areasZhCN: AreaMessages = {
  ...poolZhCN,
  ...miningZhCN,
  ...leaderboardZhCN,
  ...capitalZhCN,
  ...exchangeZhCN,
  ...bridgeZhCN,
  ...seasonZhCN,
  ...bountyZhCN,
}
