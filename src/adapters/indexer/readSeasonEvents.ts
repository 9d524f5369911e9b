import type { SeasonEvent } from '../../domain/season/SeasonEvent'
import type { JsonRpc } from '../../ports/JsonRpc'
import { decodeSeasonLog } from './decodeSeasonLog'
import { readContractEvents } from './readContractEvents'
import { SEASON_LOG_TOPICS } from './seasonLogTopics'

/**
 * Every event of the season contract `seasons` from `fromBlock` to `toBlock`, read straight from the chain, with each
 * block's time, in chain order: with the mining events and the bindings, what `fomo season verify` rebuilds energy from.
 */
export function readSeasonEvents(
  rpc: JsonRpc,
  chainId: number,
  seasons: string,
  fromBlock: number,
  toBlock: number,
): Promise<SeasonEvent[]> {
  const topics = Object.values(SEASON_LOG_TOPICS)
  return readContractEvents(rpc, chainId, seasons, topics, decodeSeasonLog, fromBlock, toBlock)
}
