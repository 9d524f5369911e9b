/** Counts requests per key in fixed windows; `take` says whether one more is allowed. Memory is swept as it grows. */
export class WindowRateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for `key`; returns the seconds to wait when over the limit, else 0. */
  take(key: string): number {
    const now = this.now()
    if (this.windows.size > 100_000) this.sweep(now)
    let window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs }
      this.windows.set(key, window)
    }
    window.count++
    return window.count > this.limit ? Math.ceil((window.resetAt - now) / 1000) : 0
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
  }
}
