/**
 * The waits of a worker's loop, cut short on demand: `wakeAll` ends every wait under way (new work arrived), and once
 * `stop` is called every wait, under way or to come, ends at once, so the loop sees its stop without sleeping it out.
 */
export class WakeableSleep {
  private readonly wakes = new Set<() => void>()
  private stopped = false

  sleep(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve()
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        this.wakes.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, ms)
      this.wakes.add(wake)
    })
  }

  wakeAll(): void {
    for (const wake of this.wakes) wake()
  }

  stop(): void {
    this.stopped = true
    this.wakeAll()
  }
}
