import type { Clock } from '../../ports/Clock'
import type { LatestBlockTime } from '../../ports/LatestBlockTime'

/** The clocks a deadline is counted from: the chain's latest block, and the device's clock. */
export interface DeadlineClocks {
  readonly clock: Clock
  readonly blocks: LatestBlockTime
}

/**
 * Now on `chainId`, whole Unix seconds: the later of its latest block's time and the clock. The chain's time is what
 * the contracts compare a deadline with, so it counts (as in Uniswap's interface): a chain whose clock runs ahead of
 * the device's (a devnet moved days forward) would otherwise refuse every transaction as `Expired`. The clock covers a
 * chain that has not mined for a while (its next block takes the time it is mined at) and a node that did not answer.
 *
 * @example await chainNow({ clock, blocks }, 128) // 1_700_172_800 on a devnet advanced by 2 days
 */
export async function chainNow(clocks: DeadlineClocks, chainId: number): Promise<number> {
  const blockTime = await clocks.blocks.of(chainId).catch(() => 0)
  return Math.max(Math.floor(clocks.clock.now() / 1000), blockTime)
}
