import { bountyEn } from '../bounty/en'
import { bridgeEn } from '../bridge/en'
import { capitalEn } from '../capital/en'
import { exchangeEn } from '../exchange/en'
import { leaderboardEn } from '../leaderboard/en'
import { miningEn } from '../mining/en'
import { poolEn } from '../pool/en'
import { seasonEn } from '../season/en'

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
