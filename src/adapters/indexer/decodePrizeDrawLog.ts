import { AbiCoder } from 'ethers'
import type { PrizeDrawEvent } from '../../domain/bounty/PrizeDrawEvent'
import { PRIZE_POOL_LOG_TOPICS } from './bountyLogTopics'
import { logFields, logOrigin } from './logFields'
import type { RawLog } from './RawLog'

const abi = AbiCoder.defaultAbiCoder()

/**
 * Decodes a log of FomoPrizePool (the draw id, or the token and funder, indexed; the rest in the data, the commit's
 * prizes as an ABI array) into a prize-draw event, addresses and hashes lowercase; undefined for any other log.
 */
export function decodePrizeDrawLog(chainId: number, log: RawLog, time: number): PrizeDrawEvent | undefined {
  const { word, topicAddress, topicWord, wordHex: bytes32 } = logFields(log)
  const origin = {
    ...logOrigin(chainId, log, time),
    contract: log.address.toLowerCase(),
  }
  const drawId = () => topicWord(1)
  switch (log.topics[0]) {
    case PRIZE_POOL_LOG_TOPICS.funded:
      return {
        kind: 'funded',
        ...origin,
        token: topicAddress(1),
        from: topicAddress(2),
        amount: word(0),
        pool: word(1),
      }
    case PRIZE_POOL_LOG_TOPICS.committed: {
      const [commitment, closeTime, prizes] = abi.decode(['bytes32', 'uint64', 'uint256[]'], log.data)
      return {
        kind: 'committed',
        ...origin,
        drawId: drawId(),
        token: topicAddress(2),
        commitment: String(commitment).toLowerCase(),
        closeTime: Number(closeTime),
        prizes: [...prizes].map((prize: bigint) => BigInt(prize)),
      }
    }
    case PRIZE_POOL_LOG_TOPICS.sealed:
      return { kind: 'sealed', ...origin, drawId: drawId(), targetBlock: Number(word(0)) }
    case PRIZE_POOL_LOG_TOPICS.revealed:
      return { kind: 'revealed', ...origin, drawId: drawId(), seed: bytes32(0), secret: bytes32(1), total: word(2) }
    case PRIZE_POOL_LOG_TOPICS.voided:
      return { kind: 'voided', ...origin, drawId: drawId() }
    default:
      return undefined
  }
}
