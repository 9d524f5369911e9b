import type { LatestBlockTime } from '../../ports/LatestBlockTime'

/** The latest block's time through `eth_getBlockByNumber('latest')` (however the driver reaches a chain's node). */
export class RpcLatestBlockTime implements LatestBlockTime {
  constructor(private readonly latestBlock: (chainId: number) => Promise<unknown>) {}

  async of(chainId: number): Promise<number> {
    const block = await this.latestBlock(chainId)
    const timestamp = (block as { timestamp?: unknown } | null)?.timestamp
    if (typeof timestamp !== 'string' && typeof timestamp !== 'number' && typeof timestamp !== 'bigint') {
      throw new Error(`Chain ${chainId}'s node gave no latest block`)
    }
    return Number(timestamp)
  }
}
