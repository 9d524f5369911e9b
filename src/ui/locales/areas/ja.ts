import { bountyJa } from '../../features/bounty/locales/ja'
import { bridgeJa } from '../../features/bridge/locales/ja'
import { exchangeJa } from '../../features/exchange/locales/ja'
import { leaderboardJa } from '../../features/leaderboard/locales/ja'
import { capitalJa } from '../../features/mining/locales/capital/ja'
import { miningJa } from '../../features/mining/locales/ja'
import { poolJa } from '../../features/pool/locales/ja'
import { seasonJa } from '../../features/season/locales/ja'
import type { AreaMessages } from '../en'

/** Japanese: the strings of every area but Swap and Send, loaded with their screens. */
export const areasJa: AreaMessages = {
  ...poolJa,
  ...miningJa,
  ...leaderboardJa,
  ...capitalJa,
  ...exchangeJa,
  ...bridgeJa,
  ...seasonJa,
  ...bountyJa,
}
