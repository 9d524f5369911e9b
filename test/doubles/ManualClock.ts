import type { Clock } from '../../src/ports/Clock'
import { flushPromises } from './flushPromises'

interface Timer {
  at: number
  seq: number
  callback: () => void
}

/** A Clock double: time moves only when the test calls `advance`, which runs due timers in order. */
export class ManualClock implements Clock {
  private time: number
  private seq = 0
  private timers: Timer[] = []

  constructor(startMs = 1_700_000_000_000) {
    this.time = startMs
  }

  now(): number {
    return this.time
  }

  schedule(delayMs: number, callback: () => void): () => void {
    const timer = { at: this.time + Math.max(0, delayMs), seq: this.seq++, callback }
    this.timers.push(timer)
    return () => {
      this.timers = this.timers.filter((t) => t !== timer)
    }
  }

  /** How many timers are waiting. */
  pending(): number {
    return this.timers.length
  }

  /** Moves time forward by `ms`, running each due timer and letting promises settle after each. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms
    await flushPromises()
    for (;;) {
      const next = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.seq - b.seq)[0]
      if (!next) break
      this.timers = this.timers.filter((t) => t !== next)
      this.time = next.at
      next.callback()
      await flushPromises()
    }
    this.time = end
  }
}
