import type { BridgeEvent } from '../../domain/bridge/BridgeEvent'
import type { JsonRpc } from '../../ports/JsonRpc'
import { BRIDGE_LOG_TOPICS } from './bridgeLogTopics'
import { decodeBridgeLog } from './decodeBridgeLog'
import { readContractEvents } from './readContractEvents'

/**
 * Every event of the bridge `bridge` (paired with `peerChainId`) from `fromBlock` to `toBlock`, read straight from the
 * chain (no server, no database), with each block's time, in chain order: what a check of the relayer's records
 * against the chain, or a user's own verification, reads.
 */
export function readBridgeEvents(
  rpc: JsonRpc,
  chainId: number,
  bridge: string,
  peerChainId: number,
  fromBlock: number,
  toBlock: number,
): Promise<BridgeEvent[]> {
  const decode = (id: number, log: Parameters<typeof decodeBridgeLog>[1], time: number) =>
    decodeBridgeLog(id, log, time, peerChainId)
  return readContractEvents(rpc, chainId, bridge, Object.values(BRIDGE_LOG_TOPICS), decode, fromBlock, toBlock)
}
