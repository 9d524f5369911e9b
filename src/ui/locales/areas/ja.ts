import { bountyJa } from '../bounty/ja'
import { bridgeJa } from '../bridge/ja'
import { capitalJa } from '../capital/ja'
import type { AreaMessages } from '../en'
import { exchangeJa } from '../exchange/ja'
import { leaderboardJa } from '../leaderboard/ja'
import { miningJa } from '../mining/ja'
import { poolJa } from '../pool/ja'
import { seasonJa } from '../season/ja'

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
