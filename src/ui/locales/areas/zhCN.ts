import { bountyZhCN } from '../../features/bounty/locales/zhCN'
import { bridgeZhCN } from '../../features/bridge/locales/zhCN'
import { exchangeZhCN } from '../../features/exchange/locales/zhCN'
import { leaderboardZhCN } from '../../features/leaderboard/locales/zhCN'
import { capitalZhCN } from '../../features/mining/locales/capital/zhCN'
import { miningZhCN } from '../../features/mining/locales/zhCN'
import { poolZhCN } from '../../features/pool/locales/zhCN'
import { seasonZhCN } from '../../features/season/locales/zhCN'
import type { AreaMessages } from '../en'

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
