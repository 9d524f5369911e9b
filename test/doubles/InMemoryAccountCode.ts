import type { AccountCode } from '../../src/ports/AccountCode'

/**
 * Contract detection from sets the test fills: `contracts.add(address)` on every chain, `onChain(chainId).add(address)`
 * on one; every other address is an account.
 */
export class InMemoryAccountCode implements AccountCode {
  readonly contracts = new Set<string>()
  readonly queries: string[] = []
  private readonly byChain = new Map<number, Set<string>>()

  /** The addresses (lowercase) holding code on `chainId` alone. */
  onChain(chainId: number): Set<string> {
    const set = this.byChain.get(chainId) ?? new Set<string>()
    this.byChain.set(chainId, set)
    return set
  }

  async hasCode(chainId: number, address: string): Promise<boolean> {
    this.queries.push(address)
    const lower = address.toLowerCase()
    return this.contracts.has(lower) || this.byChain.get(chainId)?.has(lower) === true
  }
}
