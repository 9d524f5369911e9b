/**
 * Caches computed responses per key until the indexed chains move (`version()` changes) or `ttlMs` passes;
 * concurrent misses for one key share one computation.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { version: string; expiresAt: number; value: Promise<unknown> }>()

  constructor(
    private readonly ttlMs: number,
    private readonly version: () => string,
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached value for `key`, or `compute()`'s (stored unless it fails). */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now()
    const version = this.version()
    const entry = this.entries.get(key)
    if (entry && entry.version === version && entry.expiresAt > now) return entry.value as Promise<T>
    if (this.entries.size >= this.maxEntries) this.entries.clear()
    const value = compute()
    this.entries.set(key, { version, expiresAt: now + this.ttlMs, value })
    value.catch(() => this.entries.delete(key))
    return value
  }
}
