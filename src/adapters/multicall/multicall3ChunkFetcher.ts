import { StaleBlockError } from '../../domain/errors/StaleBlockError'
import type { ChunkFetcher } from './ChunkFetcher'
import { decodeTryBlockAndAggregate, encodeTryBlockAndAggregate } from './multicall3Codec'

/** An `eth_call` at the latest block: the return data of calling `to` with `data`. */
export type EthCall = (to: string, data: string) => Promise<string>

/**
 * A ChunkFetcher over Multicall3's `tryBlockAndAggregate(false, calls)`: one `eth_call` per chunk that returns the
 * block number with each call's own success, so a reverting call (a missing pair) gets `null` data without failing
 * the others. Empty return data (a call to an address without code) counts as a failure too.
 */
export function multicall3ChunkFetcher(multicallAddress: string, ethCall: EthCall): ChunkFetcher {
  return async (calls, minBlockNumber) => {
    const { blockNumber, results } = decodeTryBlockAndAggregate(
      await ethCall(multicallAddress, encodeTryBlockAndAggregate(calls)),
    )
    if (blockNumber < minBlockNumber) throw new StaleBlockError(blockNumber, minBlockNumber)
    return {
      blockNumber,
      data: results.map((result) => (result.success && result.returnData !== '0x' ? result.returnData : null)),
    }
  }
}
