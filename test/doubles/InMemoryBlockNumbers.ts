import type { BlockNumbers } from '../../src/ports/BlockNumbers'

/** A BlockNumbers double: the test sets each chain's block; listeners hear every forward move at once. */
export class InMemoryBlockNumbers implements BlockNumbers {
  private readonly latest = new Map<number, number>()
  private readonly listeners = new Map<number, Set<(blockNumber: number) => void>>()

  current(chainId: number): number | undefined {
    return this.latest.get(chainId)
  }

  subscribe(chainId: number, listener: (blockNumber: number) => void): () => void {
    const set = this.listeners.get(chainId) ?? new Set()
    set.add(listener)
    this.listeners.set(chainId, set)
    return () => set.delete(listener)
  }

  /** Moves `chainId` to `blockNumber` (ignored unless it is newer) and tells the listeners. */
  set(chainId: number, blockNumber: number): void {
    const previous = this.latest.get(chainId)
    if (previous !== undefined && blockNumber <= previous) return
    this.latest.set(chainId, blockNumber)
    for (const listener of [...(this.listeners.get(chainId) ?? [])]) listener(blockNumber)
  }

  /** How many listeners `chainId` has. */
  listenerCount(chainId: number): number {
    return this.listeners.get(chainId)?.size ?? 0
  }
}
