/** A key's count in its current window. */
interface Window {
  count: number
  resetAt: number
}

/**
 * Counts requests per key in fixed windows. Memory is bounded: at most `maxKeys` keys are held (the one whose
 * window started first goes when a new key arrives at the cap), and expired windows are swept once per window
 * length, from the oldest on, so no request ever pays for a scan of the live keys (each call is O(1) amortised).
 *
 * `order` lists the windows as they started, which is the order they reset in (every window lasts `windowMs`):
 * the expired ones are always at its head. An entry whose key started a newer window since is stale and skipped.
 * (A Map's own insertion order would do, but reaching its first key walks over every deleted slot before it.)
 */
export class WindowRateLimiter {
  private readonly windows = new Map<string, Window>()
  private order: ({ key: string; window: Window } | undefined)[] = []
  private head = 0
  private nextSweepAt: number

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {
    this.nextSweepAt = now() + windowMs
  }

  /** How many keys are held. */
  get size(): number {
    return this.windows.size
  }

  /** The seconds `key` must wait before one more request would be allowed, else 0; counts nothing. */
  check(key: string): number {
    const now = this.now()
    const window = this.windows.get(key)
    if (!window || window.resetAt <= now || window.count < this.limit) return 0
    return Math.ceil((window.resetAt - now) / 1000)
  }

  /** Counts one request for `key`; returns the seconds to wait when over the limit, else 0. */
  take(key: string): number {
    const now = this.now()
    if (now >= this.nextSweepAt) this.sweep(now)
    let window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs }
      this.windows.set(key, window)
      this.order.push({ key, window })
      if (this.windows.size > this.maxKeys) this.evictOldest()
      if (this.order.length - this.head > 4 * this.maxKeys) this.compact()
    }
    window.count++
    return window.count > this.limit ? Math.ceil((window.resetAt - now) / 1000) : 0
  }

  /** Drops the expired windows at the head of `order`; stops at the first live one. */
  private sweep(now: number): void {
    this.nextSweepAt = now + this.windowMs
    while (this.head < this.order.length) {
      const entry = this.order[this.head]!
      const live = this.windows.get(entry.key) === entry.window
      if (live && entry.window.resetAt > now) break
      if (live) this.windows.delete(entry.key)
      this.shift()
    }
  }

  private evictOldest(): void {
    while (this.head < this.order.length) {
      const entry = this.shift()!
      if (this.windows.get(entry.key) === entry.window) {
        this.windows.delete(entry.key)
        return
      }
    }
  }

  private shift(): { key: string; window: Window } | undefined {
    const entry = this.order[this.head]
    this.order[this.head++] = undefined
    if (this.head > 1_024 && this.head * 2 > this.order.length) this.compact()
    return entry
  }

  /** Drops the consumed head and the stale entries (amortised: runs after as many pushes or shifts as it keeps). */
  private compact(): void {
    this.order = this.order
      .slice(this.head)
      .filter((entry) => entry !== undefined && this.windows.get(entry.key) === entry.window)
    this.head = 0
  }
}
