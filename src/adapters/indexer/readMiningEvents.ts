import type { MiningEvent } from '../../domain/mining/MiningEvent'
import type { JsonRpc } from '../../ports/JsonRpc'
import { decodeMiningLog } from './decodeMiningLog'
import { MINING_LOG_TOPICS } from './miningLogTopics'
import { readContractEvents } from './readContractEvents'

/**
 * Every event of the LP-mining contract `lpMining` from `fromBlock` to `toBlock`, read straight from the chain (no
 * server, no database), with each block's time, in chain order: what `fomo mining verify` rebuilds the ledger from.
 */
export function readMiningEvents(
  rpc: JsonRpc,
  chainId: number,
  lpMining: string,
  fromBlock: number,
  toBlock: number,
): Promise<MiningEvent[]> {
  const topics = Object.values(MINING_LOG_TOPICS)
  return readContractEvents(rpc, chainId, lpMining, topics, decodeMiningLog, fromBlock, toBlock)
}
