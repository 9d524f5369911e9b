import type { PairReserves, Reserves } from '../../src/ports/PairReserves'

/** A PairReserves double: reserves the test sets; other pairs do not exist (`null`). */
export class InMemoryPairReserves implements PairReserves {
  private readonly reserves = new Map<string, Reserves>()

  /** Sets the reserves of `pair` on `chainId`. */
  set(chainId: number, pair: string, reserves: Reserves): void {
    this.reserves.set(`${chainId}:${pair.toLowerCase()}`, reserves)
  }

  async reservesOf(chainId: number, pairs: readonly string[]): Promise<(Reserves | null)[]> {
    return pairs.map((pair) => this.reserves.get(`${chainId}:${pair.toLowerCase()}`) ?? null)
  }
}
