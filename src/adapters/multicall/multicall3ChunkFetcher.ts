import type { ContractRunner } from 'ethers'
import { StaleBlockError } from '../../domain/errors/StaleBlockError'
import { Multicall3__factory } from '../contracts/generated'
import type { ChunkFetcher } from './ChunkFetcher'

/**
 * A ChunkFetcher over Multicall3's `tryBlockAndAggregate(false, calls)`: one `eth_call` per chunk that returns the
 * block number with each call's own success, so a reverting call (a missing pair) gets `null` data without failing
 * the others. Empty return data (a call to an address without code) counts as a failure too.
 */
export function multicall3ChunkFetcher(multicallAddress: string, runner: ContractRunner): ChunkFetcher {
  const multicall = Multicall3__factory.connect(multicallAddress, runner)
  return async (calls, minBlockNumber) => {
    const [blockNumber, , results] = await multicall.tryBlockAndAggregate.staticCall(
      false,
      calls.map((call) => ({ target: call.address, callData: call.callData })),
    )
    const readAt = Number(blockNumber)
    if (readAt < minBlockNumber) throw new StaleBlockError(readAt, minBlockNumber)
    return {
      blockNumber: readAt,
      data: results.map((result) => (result.success && result.returnData !== '0x' ? result.returnData : null)),
    }
  }
}
