import { bountyEn } from '../../features/bounty/locales/en'
import { bridgeEn } from '../../features/bridge/locales/en'
import { exchangeEn } from '../../features/exchange/locales/en'
import { leaderboardEn } from '../../features/leaderboard/locales/en'
import { capitalEn } from '../../features/mining/locales/capital/en'
import { miningEn } from '../../features/mining/locales/en'
import { poolEn } from '../../features/pool/locales/en'
import { seasonEn } from '../../features/season/locales/en'

/** English: the strings of every area but Swap and Send, loaded with their screens. */
export const areasEn = {
  ...poolEn,
  ...miningEn,
  ...leaderboardEn,
  ...capitalEn,
  ...exchangeEn,
  ...bridgeEn,
  ...seasonEn,
  ...bountyEn,
} as const
