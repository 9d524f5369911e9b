/**
 * Caches computed responses per key until the indexed chains move (`version()` changes) or `ttlMs` passes;
 * concurrent misses for one key share one computation. At `maxEntries` the least recently used entry goes.
 */
export class ResponseCache {
  /** In order of last use, least recent first (a hit moves its entry to the end). */
  private readonly entries = new Map<string, { version: string; expiresAt: number; value: Promise<unknown> }>()

  constructor(
    private readonly ttlMs: number,
    private readonly version: () => string,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many entries are held. */
  get size(): number {
    return this.entries.size
  }

  /**
   * The cached value for `key`, or `compute()`'s (stored unless it fails). `onMiss` runs first on a miss and may
   * throw to refuse the computation (a per-client cap on what reaches the database).
   */
  get<T>(key: string, compute: () => Promise<T>, onMiss?: () => void): Promise<T> {
    const now = this.now()
    const version = this.version()
    const entry = this.entries.get(key)
    if (entry && entry.version === version && entry.expiresAt > now) {
      this.entries.delete(key) // most recently used: to the end
      this.entries.set(key, entry)
      return entry.value as Promise<T>
    }
    onMiss?.()
    const value = compute()
    this.entries.delete(key)
    this.entries.set(key, { version, expiresAt: now + this.ttlMs, value })
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
    })
    return value
  }
}
