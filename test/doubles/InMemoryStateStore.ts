import type { StateStore } from '../../src/ports/StateStore'

/** A StateStore double: keeps a deep copy in memory, so callers cannot change the stored value by mutation. */
export class InMemoryStateStore<T> implements StateStore<T> {
  private stored: string | undefined
  /** How many writes happened. */
  writes = 0

  constructor(initial?: T) {
    if (initial !== undefined) this.stored = JSON.stringify(initial)
  }

  async read(): Promise<T | undefined> {
    return this.stored === undefined ? undefined : (JSON.parse(this.stored) as T)
  }

  async write(value: T): Promise<void> {
    this.stored = JSON.stringify(value)
    this.writes++
  }
}
