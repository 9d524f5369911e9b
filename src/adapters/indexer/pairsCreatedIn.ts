import type { IndexedPair } from '../../ports/ChainEventStore'
import { PAIR_LOG_TOPICS } from './pairLogTopics'
import type { RawLog } from './RawLog'

/** The pairs `factory`'s PairCreated logs among `logs` announce that are neither `known` nor already `found`. */
export function pairsCreatedIn(
  logs: readonly RawLog[],
  factory: string,
  known: ReadonlyMap<string, IndexedPair>,
  found: readonly IndexedPair[],
): IndexedPair[] {
  const created: IndexedPair[] = []
  for (const log of logs) {
    if (log.topics[0] !== PAIR_LOG_TOPICS.pairCreated) continue
    if (log.address.toLowerCase() !== factory.toLowerCase()) continue
    const address = `0x${log.data.slice(26, 66)}`.toLowerCase()
    const seen = (pair: IndexedPair) => pair.address === address
    if (known.has(address) || found.some(seen) || created.some(seen)) continue
    created.push({
      address,
      token0: `0x${log.topics[1]!.slice(26)}`.toLowerCase(),
      token1: `0x${log.topics[2]!.slice(26)}`.toLowerCase(),
      createdBlock: Number(log.blockNumber),
    })
  }
  return created
}
