import type { BridgeEvent } from '../../domain/bridge/BridgeEvent'
import { BRIDGE_LOG_TOPICS } from './bridgeLogTopics'
import { logFields, logOrigin } from './logFields'
import type { RawLog } from './RawLog'

/**
 * Decodes a log of FomoBridge (indexed fields in the topics, the rest one word each in the data) into a bridge event;
 * undefined for any other log. `peerChainId` is the bridge's peer: a `Transferred` event pays a collection there.
 */
export function decodeBridgeLog(
  chainId: number,
  log: RawLog,
  time: number,
  peerChainId: number,
): BridgeEvent | undefined {
  const { word, wordHex, wordAddress, topicAddress, topicWord } = logFields(log)
  const origin = {
    ...logOrigin(chainId, log, time),
    bridge: log.address.toLowerCase(),
  }
  switch (log.topics[0]) {
    case BRIDGE_LOG_TOPICS.collected: {
      const [amount, destroyAmount, fee] = [word(2), word(3), word(4)]
      return {
        kind: 'collected',
        ...origin,
        sender: topicAddress(1),
        token: topicAddress(2),
        code: (log.topics[3] ?? '').toLowerCase(),
        recipient: wordAddress(0),
        targetChainId: Number(word(1)),
        amount,
        destroyAmount,
        fee,
        payout: amount - destroyAmount - fee,
        nonce: word(5),
      }
    }
    case BRIDGE_LOG_TOPICS.transferred:
      return {
        kind: 'transferred',
        ...origin,
        key: (log.topics[1] ?? '').toLowerCase(),
        recipient: topicAddress(2),
        token: topicAddress(3),
        amount: word(0),
        sourceChainId: peerChainId,
        sourceNonce: word(1),
        sourceTxHash: wordHex(2),
      }
    case BRIDGE_LOG_TOPICS.collectionVoided:
      return { kind: 'collectionVoided', ...origin, nonce: topicWord(1) }
    default:
      return undefined
  }
}
