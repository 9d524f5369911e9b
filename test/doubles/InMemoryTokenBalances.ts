import type { TokenBalances } from '../../src/ports/TokenBalances'

/** A TokenBalances double: balances the test sets, `undefined` for anything else. */
export class InMemoryTokenBalances implements TokenBalances {
  private readonly balances = new Map<string, bigint>()

  /** Gives `owner` a balance of `amount` in `token` on `chainId`. */
  set(chainId: number, owner: string, token: string, amount: bigint): void {
    this.balances.set(key(chainId, owner, token), amount)
  }

  async balancesOf(chainId: number, owner: string, tokens: readonly string[]): Promise<(bigint | undefined)[]> {
    return tokens.map((token) => this.balances.get(key(chainId, owner, token)))
  }
}

function key(chainId: number, owner: string, token: string): string {
  return `${chainId}:${owner.toLowerCase()}:${token.toLowerCase()}`
}
