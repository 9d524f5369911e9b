import type { PairEvent } from '../../domain/market/PairEvent'
import { logFields } from './logFields'
import { PAIR_LOG_TOPICS } from './pairLogTopics'
import type { RawLog } from './RawLog'

/** Decodes a pair's Swap, Mint, Burn or Sync log (fixed ABI layout, sliced without an ABI coder); undefined for others. */
export function decodePairLog(
  chainId: number,
  log: RawLog,
  blockTime: number,
  trader: string | undefined,
): PairEvent | undefined {
  const topic = log.topics[0]
  const { word, topicAddress } = logFields(log)
  const base = {
    chainId,
    txHash: log.transactionHash.toLowerCase(),
    logIndex: Number(log.logIndex),
    blockNumber: Number(log.blockNumber),
    blockTime,
    pair: log.address.toLowerCase(),
    amount0In: 0n,
    amount1In: 0n,
    amount0Out: 0n,
    amount1Out: 0n,
  }
  switch (topic) {
    case PAIR_LOG_TOPICS.swap:
      return {
        ...base,
        kind: 'swap',
        sender: topicAddress(1),
        recipient: topicAddress(2),
        trader,
        amount0In: word(0),
        amount1In: word(1),
        amount0Out: word(2),
        amount1Out: word(3),
      }
    case PAIR_LOG_TOPICS.mint:
      return { ...base, kind: 'mint', sender: topicAddress(1), trader, amount0In: word(0), amount1In: word(1) }
    case PAIR_LOG_TOPICS.burn:
      return {
        ...base,
        kind: 'burn',
        sender: topicAddress(1),
        recipient: topicAddress(2),
        trader,
        amount0Out: word(0),
        amount1Out: word(1),
      }
    case PAIR_LOG_TOPICS.sync:
      return { ...base, kind: 'sync', reserve0: word(0), reserve1: word(1) }
    default:
      return undefined
  }
}
