import type { LiquidityTokenReads } from '../../src/ports/LiquidityTokenReads'

/** A LiquidityTokenReads double over maps of lowercase pair addresses (and `${pair}:${owner}` for nonces). */
export class InMemoryLiquidityTokenReads implements LiquidityTokenReads {
  readonly supplies = new Map<string, bigint>()
  readonly nonces = new Map<string, bigint>()

  async totalSupplies(_chainId: number, pairs: readonly string[]): Promise<(bigint | undefined)[]> {
    return pairs.map((pair) => this.supplies.get(pair.toLowerCase()))
  }

  async permitNonce(_chainId: number, pair: string, owner: string): Promise<bigint> {
    return this.nonces.get(`${pair}:${owner}`.toLowerCase()) ?? 0n
  }
}
