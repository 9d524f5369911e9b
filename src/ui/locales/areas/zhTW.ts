import { bountyZhTW } from '../bounty/zhTW'
import { bridgeZhTW } from '../bridge/zhTW'
import { capitalZhTW } from '../capital/zhTW'
import type { AreaMessages } from '../en'
import { exchangeZhTW } from '../exchange/zhTW'
import { leaderboardZhTW } from '../leaderboard/zhTW'
import { miningZhTW } from '../mining/zhTW'
import { poolZhTW } from '../pool/zhTW'
import { seasonZhTW } from '../season/zhTW'

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
