import type { BalanceAsset } from '../../src/ports/BalanceAsset'
import type { ChainReads } from '../../src/ports/ChainReads'
import type { Reserves } from '../../src/ports/Reserves'

/** A ChainReads double: balances and reserves the test sets; `undefined` (balances) or `null` (pairs) otherwise. */
export class InMemoryChainReads implements ChainReads {
  private readonly balances = new Map<string, bigint>()
  private readonly reserves = new Map<string, Reserves>()

  /** Gives `owner` a balance of `amount` of an asset (the native coin, or a token) on `chainId`. */
  setBalance(chainId: number, owner: string, asset: BalanceAsset, amount: bigint): void {
    this.balances.set(balanceKey(chainId, owner, asset), amount)
  }

  /** Sets the reserves of `pair` on `chainId`. */
  setReserves(chainId: number, pair: string, reserves: Reserves): void {
    this.reserves.set(`${chainId}:${pair.toLowerCase()}`, reserves)
  }

  async balancesOf(chainId: number, owner: string, assets: readonly BalanceAsset[]): Promise<(bigint | undefined)[]> {
    return assets.map((asset) => this.balances.get(balanceKey(chainId, owner, asset)))
  }

  async reservesOf(chainId: number, pairs: readonly string[]): Promise<(Reserves | null)[]> {
    return pairs.map((pair) => this.reserves.get(`${chainId}:${pair.toLowerCase()}`) ?? null)
  }
}

function balanceKey(chainId: number, owner: string, asset: BalanceAsset): string {
  const of = asset.kind === 'native' ? 'native coin' : asset.address.toLowerCase()
  return `${chainId}:${owner.toLowerCase()}:${of}`
}
