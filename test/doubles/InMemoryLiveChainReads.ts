import type { BalanceAsset } from '../../src/ports/BalanceAsset'
import type { LiveChainReads, LiveValue } from '../../src/ports/LiveChainReads'

type Listener = { key: (token: string) => string; tokens: readonly string[]; on: (values: LiveValue<bigint>[]) => void }

/** A LiveChainReads double for balances and allowances: `set` changes a value and calls its watchers back. */
export class InMemoryLiveChainReads implements LiveChainReads {
  private readonly values = new Map<string, bigint>()
  private readonly listeners = new Set<Listener>()

  /** Sets `balance:${owner}:${token}` or `allowance:${owner}:${spender}:${token}` (lowercase) and notifies. */
  set(key: string, value: bigint): void {
    this.values.set(key.toLowerCase(), value)
    for (const listener of this.listeners) this.notify(listener)
  }

  /** How many watches are open. */
  watching(): number {
    return this.listeners.size
  }

  watchBalances(
    _chainId: number,
    owner: string,
    assets: readonly BalanceAsset[],
    on: (v: LiveValue<bigint>[]) => void,
  ) {
    const tokens = assets.map((asset) => (asset.kind === 'token' ? asset.address : 'native'))
    return this.watch({ key: (token) => `balance:${owner}:${token}`.toLowerCase(), tokens, on })
  }

  watchAllowances(
    _chainId: number,
    owner: string,
    spender: string,
    tokens: readonly string[],
    on: (v: LiveValue<bigint>[]) => void,
  ) {
    return this.watch({ key: (token) => `allowance:${owner}:${spender}:${token}`.toLowerCase(), tokens, on })
  }

  watchReserves(): () => void {
    throw new Error('not in this double')
  }

  watchTotalSupplies(): () => void {
    throw new Error('not in this double')
  }

  private watch(listener: Listener): () => void {
    this.listeners.add(listener)
    this.notify(listener)
    return () => this.listeners.delete(listener)
  }

  private notify(listener: Listener): void {
    listener.on(listener.tokens.map((token) => this.values.get(listener.key(token))))
  }
}
