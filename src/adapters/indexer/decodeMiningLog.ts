import type { MiningEvent } from '../../domain/mining/MiningEvent'
import { logFields, logOrigin } from './logFields'
import { MINING_LOG_TOPICS } from './miningLogTopics'
import type { RawLog } from './RawLog'

/**
 * Decodes one of FomoLPMining's logs (fixed ABI layout: indexed addresses and ids in the topics, the rest one word
 * each in the data) into the ledger's event; undefined for any other log.
 */
export function decodeMiningLog(chainId: number, log: RawLog, time: number): MiningEvent | undefined {
  const { word, topicAddress, topicWord } = logFields(log)
  const origin = logOrigin(chainId, log, time)
  /** Whose lock, in which pool, and which: a lock's three indexed topics. */
  const lock = () => ({ account: topicAddress(1), lpToken: topicAddress(2), lockId: topicWord(3) })
  switch (log.topics[0]) {
    case MINING_LOG_TOPICS.poolAdded:
      return {
        kind: 'poolAdded',
        ...origin,
        lpToken: topicAddress(1),
        rewardToken: topicAddress(2),
        rewardPerSecond: word(0),
      }
    case MINING_LOG_TOPICS.emissionChanged:
      return { kind: 'emissionChanged', ...origin, lpToken: topicAddress(1), rewardPerSecond: word(0) }
    case MINING_LOG_TOPICS.lockOptionSet:
      return {
        kind: 'lockOptionSet',
        ...origin,
        lpToken: topicAddress(1),
        lockDays: Number(word(0)),
        weight: Number(word(1)),
        energyRatio: Number(word(2)),
      }
    case MINING_LOG_TOPICS.poolShutDown:
      return { kind: 'poolShutDown', ...origin, lpToken: topicAddress(1) }
    case MINING_LOG_TOPICS.deposited:
      return {
        kind: 'deposited',
        ...origin,
        ...lock(),
        amount: word(0),
        lockDays: Number(word(1)),
        weight: Number(word(2)),
        energyRatio: Number(word(3)),
        unlockAt: Number(word(4)),
      }
    case MINING_LOG_TOPICS.lockMatured:
      return { kind: 'lockMatured', ...origin, ...lock(), amount: word(0) }
    case MINING_LOG_TOPICS.withdrawn:
      return { kind: 'withdrawn', ...origin, account: topicAddress(1), lpToken: topicAddress(2), amount: word(0) }
    default:
      return undefined
  }
}
