import type { Clock } from '../../ports/Clock'

/** The real clock: `Date.now()` and Node/browser timers. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now()
  }

  schedule(delayMs: number, callback: () => void): () => void {
    const timer = setTimeout(callback, delayMs)
    return () => clearTimeout(timer)
  }
}
