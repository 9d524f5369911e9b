import { getAddress } from 'ethers'
import type { IndexedGameRound } from '../../ports/ChainEventStore'
import { GAME_RECORD_LOG_TOPICS } from './bountyLogTopics'
import { logFields, logOrigin } from './logFields'
import type { RawLog } from './RawLog'

/**
 * Decodes FomoGameRecords' RoundRecorded (player, game type and token indexed; bet and round one word each in the
 * data) into a GameRound with the player checksummed and the token lowercase, plus the recording contract
 * (lowercase); undefined for any other log, or a game type the contract would not record.
 */
export function decodeGameRoundLog(chainId: number, log: RawLog, time: number): IndexedGameRound | undefined {
  if (log.topics[0] !== GAME_RECORD_LOG_TOPICS.roundRecorded) return undefined
  const { word, topicAddress, topicWord } = logFields(log)
  const gameType = Number(topicWord(2))
  if (gameType !== 2 && gameType !== 5) return undefined
  return {
    ...logOrigin(chainId, log, time),
    contract: log.address.toLowerCase(),
    player: getAddress(`0x${(log.topics[1] ?? '').slice(26)}`), // the topic as given: getAddress checks a mixed-case one
    gameType,
    token: topicAddress(3),
    bet: word(0),
    round: word(1),
  }
}
