import type { SeasonEvent } from '../../domain/season/SeasonEvent'
import type { JsonRpc } from '../../ports/JsonRpc'
import { decodeSeasonLog } from './decodeSeasonLog'
import { readContractEvents } from './readContractEvents'
import { SEASON_LOG_TOPICS } from './seasonLogTopics'

/**
 * Every event of the season contract `seasons` (and the title claims of `titleNft`, when given) from `fromBlock` to
 * `toBlock`, read straight from the chain, with each block's time, in chain order: with the mining events and the
 * bindings, what `fomo season verify` rebuilds energy and settlement from.
 */
export async function readSeasonEvents(
  rpc: JsonRpc,
  chainId: number,
  seasons: string,
  fromBlock: number,
  toBlock: number,
  titleNft?: string,
): Promise<SeasonEvent[]> {
  const { titleClaimed, ...seasonTopics } = SEASON_LOG_TOPICS
  const [own, claims] = await Promise.all([
    readContractEvents(rpc, chainId, seasons, Object.values(seasonTopics), decodeSeasonLog, fromBlock, toBlock),
    titleNft
      ? readContractEvents(rpc, chainId, titleNft, [titleClaimed], decodeSeasonLog, fromBlock, toBlock)
      : Promise.resolve([]),
  ])
  return [...own, ...claims].sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex)
}
