import type { LiquidityTokenReads } from '../../src/ports/LiquidityTokenReads'

/**
 * A LiquidityTokenReads double: total supplies and permit nonces the test sets (keyed by chain and lowercase
 * addresses), unknown supplies `undefined` and unknown nonces 0; records each nonce asked for.
 */
export class InMemoryLiquidityTokenReads implements LiquidityTokenReads {
  readonly noncesAsked: { chainId: number; pair: string; owner: string }[] = []
  private readonly supplies = new Map<string, bigint>()
  private readonly nonces = new Map<string, bigint>()

  /** Sets the total supply of `pair`'s LP token on `chainId`. */
  setTotalSupply(chainId: number, pair: string, supply: bigint): void {
    this.supplies.set(`${chainId}:${pair.toLowerCase()}`, supply)
  }

  /** Sets `owner`'s permit nonce on `pair`. */
  setPermitNonce(chainId: number, pair: string, owner: string, nonce: bigint): void {
    this.nonces.set(`${chainId}:${pair.toLowerCase()}:${owner.toLowerCase()}`, nonce)
  }

  async totalSupplies(chainId: number, pairs: readonly string[]): Promise<(bigint | undefined)[]> {
    return pairs.map((pair) => this.supplies.get(`${chainId}:${pair.toLowerCase()}`))
  }

  async permitNonce(chainId: number, pair: string, owner: string): Promise<bigint> {
    this.noncesAsked.push({ chainId, pair, owner })
    return this.nonces.get(`${chainId}:${pair.toLowerCase()}:${owner.toLowerCase()}`) ?? 0n
  }
}
