import type { TokenAllowances } from '../../src/ports/TokenAllowances'

/** A TokenAllowances double over a map keyed `${token}:${owner}:${spender}` (lowercase). */
export class InMemoryTokenAllowances implements TokenAllowances {
  readonly allowances = new Map<string, bigint>()

  async allowanceOf(_chainId: number, token: string, owner: string, spender: string): Promise<bigint | undefined> {
    return this.allowances.get(`${token}:${owner}:${spender}`.toLowerCase()) ?? 0n
  }
}
