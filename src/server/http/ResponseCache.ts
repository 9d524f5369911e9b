interface Entry {
  version: string
  /** When the value stops being fresh: `ttlMs` after it was ready (never while it is being computed). */
  expiresAt: number
  value: Promise<unknown>
  /** A newer value being computed while this one is served (after the TTL passed, the version unchanged). */
  refreshing: boolean
}

/**
 * Caches computed responses per key until the indexed chains move (`version()` changes) or `ttlMs` passes;
 * concurrent misses for one key share one computation. At `maxEntries` the least recently used entry goes.
 *
 * A new version is waited for: the first read after the indexer committed computes it, and reads wait for it. After
 * the TTL alone (the version unchanged: data another replica's writer may have moved), the value is served on while
 * one recomputation runs, and replaced when it is ready: a read is never held up by a refresh, and a value that takes
 * longer than the TTL to compute is still served (the TTL counts from when it was ready, not from when it was asked).
 * With a TTL of 0 nothing is kept once computed.
 */
export class ResponseCache {
  /** In order of last use, least recent first (a hit moves its entry to the end). */
  private readonly entries = new Map<string, Entry>()
  /** The key at the end of `entries`: a run of hits on one key leaves the order as it is (no delete and set each). */
  private newest: string | undefined

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
   * throw to refuse the computation (a per-client cap on what reaches the database); before a refresh it may refuse
   * too, and the value held is served.
   */
  get<T>(key: string, compute: () => Promise<T>, onMiss?: () => void): Promise<T> {
    const version = this.version()
    const entry = this.entries.get(key)
    const fresh = entry !== undefined && entry.expiresAt > this.now()
    // with a TTL of 0 nothing is served once ready: every read computes (those at once share one computation)
    if (entry && entry.version === version && (fresh || this.ttlMs > 0)) {
      if (this.newest !== key) {
        this.entries.delete(key) // most recently used: to the end
        this.entries.set(key, entry)
        this.newest = key
      }
      if (!fresh && !entry.refreshing) this.refresh(key, entry, compute, onMiss)
      return entry.value as Promise<T>
    }
    onMiss?.()
    const value = compute()
    this.entries.delete(key)
    this.store(key, { version, expiresAt: Number.POSITIVE_INFINITY, value, refreshing: false })
    return value
  }

  /** Computes `key` again behind the stale `entry`, which is served until the new value is ready. */
  private refresh(key: string, entry: Entry, compute: () => Promise<unknown>, onMiss?: () => void): void {
    try {
      onMiss?.()
    } catch {
      return // refused: the held value is served until a later read may refresh it
    }
    entry.refreshing = true
    const value = compute()
    value.then(
      () => {
        if (this.entries.get(key) !== entry) return // replaced meanwhile (a new version) or evicted
        this.entries.delete(key)
        this.store(key, { version: entry.version, expiresAt: Number.POSITIVE_INFINITY, value, refreshing: false })
      },
      () => {
        entry.refreshing = false // the held value stays; a later read tries again
        entry.expiresAt = this.now() + this.ttlMs
      },
    )
  }

  private store(key: string, entry: Entry): void {
    this.entries.set(key, entry)
    this.newest = key
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    entry.value.then(
      () => {
        entry.expiresAt = this.now() + this.ttlMs
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key)
      },
    )
  }
}
