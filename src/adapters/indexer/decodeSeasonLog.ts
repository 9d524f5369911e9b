import type { SeasonEvent } from '../../domain/season/SeasonEvent'
import { logFields, logOrigin } from './logFields'
import type { RawLog } from './RawLog'
import { SEASON_LOG_TOPICS } from './seasonLogTopics'

/**
 * Decodes a log of FomoSeasons (the season number and the fund's token indexed, the rest one word each in the data)
 * or FomoTitleNFT's TitleClaimed (account and season indexed, the tier in the data) into a season event; undefined
 * for any other log.
 */
export function decodeSeasonLog(chainId: number, log: RawLog, time: number): SeasonEvent | undefined {
  const { word, topicAddress, topicWord } = logFields(log)
  const origin = logOrigin(chainId, log, time)
  const number = () => Number(topicWord(1))
  switch (log.topics[0]) {
    case SEASON_LOG_TOPICS.seasonOpened:
      return {
        kind: 'seasonOpened',
        ...origin,
        number: number(),
        endTime: Number(word(0)),
        nft1Ask: word(1),
        nft2Ask: word(2),
      }
    case SEASON_LOG_TOPICS.seasonFunded:
      return {
        kind: 'seasonFunded',
        ...origin,
        number: number(),
        token: topicAddress(2),
        amount: word(0),
        totalFund: word(1),
      }
    case SEASON_LOG_TOPICS.energySharesSet:
      return { kind: 'energySharesSet', ...origin, directBps: Number(word(0)), diffusedBps: Number(word(1)) }
    case SEASON_LOG_TOPICS.extendRewardSet:
      return { kind: 'extendRewardSet', ...origin, bps: Number(word(0)) }
    case SEASON_LOG_TOPICS.titleClaimed: {
      const tier = Number(word(0))
      if (tier !== 1 && tier !== 2) return undefined // the contract mints only these
      return {
        kind: 'titleClaimed',
        ...origin,
        account: topicAddress(1),
        number: Number(topicWord(2)),
        tier,
      }
    }
    default:
      return undefined
  }
}
