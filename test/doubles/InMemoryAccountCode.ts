import type { AccountCode } from '../../src/ports/AccountCode'

/** Contract detection from a set the test fills: `contracts.add(address)`; every other address is an account. */
export class InMemoryAccountCode implements AccountCode {
  readonly contracts = new Set<string>()
  readonly queries: string[] = []

  async hasCode(_chainId: number, address: string): Promise<boolean> {
    this.queries.push(address)
    return this.contracts.has(address.toLowerCase())
  }
}
