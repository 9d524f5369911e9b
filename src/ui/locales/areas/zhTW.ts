import { bountyZhTW } from '../../features/bounty/locales/zhTW'
import { bridgeZhTW } from '../../features/bridge/locales/zhTW'
import { exchangeZhTW } from '../../features/exchange/locales/zhTW'
import { leaderboardZhTW } from '../../features/leaderboard/locales/zhTW'
import { capitalZhTW } from '../../features/mining/locales/capital/zhTW'
import { miningZhTW } from '../../features/mining/locales/zhTW'
import { poolZhTW } from '../../features/pool/locales/zhTW'
import { seasonZhTW } from '../../features/season/locales/zhTW'
import type { AreaMessages } from '../en'

/** Traditional Chinese: the strings of every area but Swap and Send, loaded with their screens. */
export const areasZhTW: AreaMessages = {
  ...poolZhTW,
  ...miningZhTW,
  ...leaderboardZhTW,
  ...capitalZhTW,
  ...exchangeZhTW,
  ...bridgeZhTW,
  ...seasonZhTW,
  ...bountyZhTW,
}
