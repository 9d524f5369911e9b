/** Name-service lookups (ENS-compatible): callers debounce them (200 ms, spec section 9). */
export interface NameResolver {
  /** The address `name` resolves to, or `null` when it has no resolver or no address record. */
  resolveName(chainId: number, name: string): Promise<string | null>
  /** The name whose reverse record `address` has and whose forward record points back to it, or `null`. */
  lookupAddress(chainId: number, address: string): Promise<string | null>
  /** The raw EIP-1577 contenthash of `name` as hex, or `null` when it has none. */
  contenthash(chainId: number, name: string): Promise<string | null>
}

export const NameResolver = Symbol.for('NameResolver')
