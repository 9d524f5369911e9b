import type { LpMiningReads } from '../../src/ports/LpMiningReads'
import type { MiningPoolFacts, MiningPositionFacts } from '../../src/ports/MiningReads'

/** An LpMiningReads double: the pools and positions the test sets (none, and an empty position, otherwise); records each read. */
export class InMemoryLpMiningReads implements LpMiningReads {
  readonly pools = new Map<string, MiningPoolFacts>()
  readonly positions = new Map<string, MiningPositionFacts>()
  readonly calls: string[] = []

  /** Sets the pool of `lpToken` (every chain and contract). */
  setPool(lpToken: string, pool: MiningPoolFacts): void {
    this.pools.set(lpToken.toLowerCase(), pool)
  }

  /** Sets `account`'s position in the pool of `lpToken` (every chain and contract). */
  setPosition(lpToken: string, account: string, position: MiningPositionFacts): void {
    this.positions.set(`${lpToken}:${account}`.toLowerCase(), position)
  }

  async pool(chainId: number, lpMining: string, lpToken: string): Promise<MiningPoolFacts | undefined> {
    this.calls.push(`pool:${chainId}:${lpMining}:${lpToken}`)
    return structuredClone(this.pools.get(lpToken.toLowerCase()))
  }

  async position(chainId: number, lpMining: string, lpToken: string, account: string): Promise<MiningPositionFacts> {
    this.calls.push(`position:${chainId}:${lpMining}:${lpToken}:${account}`)
    const position = this.positions.get(`${lpToken}:${account}`.toLowerCase())
    return structuredClone(position ?? { demand: 0n, locks: [], withdrawable: 0n })
  }
}
