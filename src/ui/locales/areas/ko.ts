import { bountyKo } from '../../features/bounty/locales/ko'
import { bridgeKo } from '../../features/bridge/locales/ko'
import { exchangeKo } from '../../features/exchange/locales/ko'
import { leaderboardKo } from '../../features/leaderboard/locales/ko'
import { capitalKo } from '../../features/mining/locales/capital/ko'
import { miningKo } from '../../features/mining/locales/ko'
import { poolKo } from '../../features/pool/locales/ko'
import { seasonKo } from '../../features/season/locales/ko'
import type { AreaMessages } from '../en'

/** Korean: the strings of every area but Swap and Send, loaded with their screens. */
export const areasKo: AreaMessages = {
  ...poolKo,
  ...miningKo,
  ...leaderboardKo,
  ...capitalKo,
  ...exchangeKo,
  ...bridgeKo,
  ...seasonKo,
  ...bountyKo,
}
