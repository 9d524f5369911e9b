import type { NameResolver } from '../../src/ports/NameResolver'

/** A NameResolver double: names, reverse names and contenthashes the test registers; `null` for the rest. */
export class InMemoryNameResolver implements NameResolver {
  private readonly addresses = new Map<string, string>()
  private readonly contenthashes = new Map<string, string>()
  /** Every lookup, for asserting that callers debounce. */
  readonly lookups: string[] = []

  /** Makes `name` resolve to `address` and `address` look up to `name`. */
  register(name: string, address: string): void {
    this.addresses.set(name.toLowerCase(), address)
  }

  /** Gives `name` a contenthash. */
  setContenthash(name: string, contenthash: string): void {
    this.contenthashes.set(name.toLowerCase(), contenthash)
  }

  async resolveName(_chainId: number, name: string): Promise<string | null> {
    this.lookups.push(name)
    return this.addresses.get(name.toLowerCase()) ?? null
  }

  async lookupAddress(_chainId: number, address: string): Promise<string | null> {
    this.lookups.push(address)
    for (const [name, target] of this.addresses) {
      if (target.toLowerCase() === address.toLowerCase()) return name
    }
    return null
  }

  async contenthash(_chainId: number, name: string): Promise<string | null> {
    this.lookups.push(name)
    return this.contenthashes.get(name.toLowerCase()) ?? null
  }
}
