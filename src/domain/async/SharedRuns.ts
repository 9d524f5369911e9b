/**
 * One run per key at a time: a caller that asks while the key's run is pending shares its promise; once it settles,
 * the next caller starts a new one. For work that must not run twice at once for a chain (a ledger's sync, a
 * snapshot), where every caller wants the latest result.
 *
 * @example const syncs = new SharedRuns<number, Ledger>(); await syncs.run(chainId, () => sync(chainId))
 */
export class SharedRuns<Key, Value> {
  private readonly pending = new Map<Key, Promise<Value>>()

  /** The pending run for `key`, or a new one from `start`. */
  run(key: Key, start: () => Promise<Value>): Promise<Value> {
    let run = this.pending.get(key)
    if (!run) {
      run = start().finally(() => this.pending.delete(key))
      this.pending.set(key, run)
    }
    return run
  }
}
