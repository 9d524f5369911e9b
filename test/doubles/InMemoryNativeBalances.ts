import type { NativeBalances } from '../../src/ports/NativeBalances'

/** A NativeBalances double over a map of lowercase addresses. */
export class InMemoryNativeBalances implements NativeBalances {
  readonly balances = new Map<string, bigint>()

  async balanceOf(_chainId: number, owner: string): Promise<bigint> {
    return this.balances.get(owner.toLowerCase()) ?? 0n
  }
}
