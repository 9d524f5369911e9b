/** Time for the domain and adapters: the current time and timers, replaceable by a manual clock in tests. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number
  /** Runs `callback` once after `delayMs`; the returned function cancels it if it has not run yet. */
  schedule(delayMs: number, callback: () => void): () => void
}

export const Clock = Symbol.for('Clock')
