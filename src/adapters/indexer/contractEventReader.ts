import type { JsonRpc } from '../../ports/JsonRpc'
import type { RawLog } from './RawLog'
import { readContractEvents } from './readContractEvents'

/**
 * The reader of one kind of contract's events: `readContractEvents` with all of the contract's `topics` and its
 * `decode` fixed, so that a verifier names only the chain, the contract's address and the blocks.
 *
 * @example export const readMiningEvents = contractEventReader(MINING_LOG_TOPICS, decodeMiningLog)
 */
export function contractEventReader<E>(
  topics: Readonly<Record<string, string>>,
  decode: (chainId: number, log: RawLog, time: number) => E | undefined,
): (rpc: JsonRpc, chainId: number, address: string, fromBlock: number, toBlock: number) => Promise<E[]> {
  const all = Object.values(topics)
  return (rpc, chainId, address, fromBlock, toBlock) =>
    readContractEvents(rpc, chainId, address, all, decode, fromBlock, toBlock)
}
