import type { ChainHeads } from '../../ports/ChainHeads'
import type { Clock } from '../../ports/Clock'
import type { DeploymentRecord } from '../deployment/DeploymentRecord'

/**
 * Now, unix seconds, as the bridge counts it: the later of the clock and the indexed heads (a devnet whose time was
 * advanced runs ahead), of `chainId` alone when given, else of every chain of `records`.
 */
export async function chainTime(
  records: readonly DeploymentRecord[],
  heads: Pick<ChainHeads, 'head'>,
  clock: Clock,
  chainId?: number,
): Promise<number> {
  const chains = records.filter((record) => chainId === undefined || record.chainId === chainId)
  const indexed = await Promise.all(chains.map((record) => heads.head(record.chainId)))
  return Math.max(Math.floor(clock.now() / 1000), ...indexed.map((head) => head?.timestamp ?? 0))
}
