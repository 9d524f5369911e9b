import { bountyKo } from '../bounty/ko'
import { bridgeKo } from '../bridge/ko'
import { capitalKo } from '../capital/ko'
import type { AreaMessages } from '../en'
import { exchangeKo } from '../exchange/ko'
import { leaderboardKo } from '../leaderboard/ko'
import { miningKo } from '../mining/ko'
import { poolKo } from '../pool/ko'
import { seasonKo } from '../season/ko'

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
