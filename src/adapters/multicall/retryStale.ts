import { CancelledError } from '../../domain/errors/CancelledError'
import { StaleBlockError } from '../../domain/errors/StaleBlockError'
import type { Clock } from '../../ports/Clock'

/** A stale multicall result is retried after a random wait of at least this long (spec section 9)… */
export const RETRY_MIN_WAIT_MS = 2_500
/** …and at most this long. */
export const RETRY_MAX_WAIT_MS = 3_500

/** The clock that times the waits, and the random source and range that size them. */
export interface RetryStaleOptions {
  clock: Clock
  /** A number in [0, 1); `Math.random` unless a test fixes it. */
  random?: () => number
  minWaitMs?: number
  maxWaitMs?: number
}

/** A retried read: its outcome, and `cancel` to abandon it (the promise then rejects with CancelledError). */
export interface Retrying<T> {
  promise: Promise<T>
  cancel(): void
}

/**
 * Runs `read`, and again after a random 2.5–3.5 s wait for as long as it fails with StaleBlockError (unlimited stale
 * retries, spec section 9); any other failure rejects at once.
 */
export function retryStale<T>(read: () => Promise<T>, options: RetryStaleOptions): Retrying<T> {
  const random = options.random ?? Math.random
  const minWait = options.minWaitMs ?? RETRY_MIN_WAIT_MS
  const maxWait = options.maxWaitMs ?? RETRY_MAX_WAIT_MS
  let settled = false
  let cancelWait: (() => void) | undefined
  let rejectPromise: (error: unknown) => void = () => {}
  const promise = new Promise<T>((resolve, reject) => {
    rejectPromise = reject
    const attempt = () => {
      read().then(
        (value) => {
          if (settled) return
          settled = true
          resolve(value)
        },
        (error: unknown) => {
          if (settled) return
          if (!(error instanceof StaleBlockError)) {
            settled = true
            reject(error)
            return
          }
          cancelWait = options.clock.schedule(minWait + random() * (maxWait - minWait), attempt)
        },
      )
    }
    attempt()
  })
  return {
    promise,
    cancel() {
      if (settled) return
      settled = true
      cancelWait?.()
      rejectPromise(new CancelledError())
    },
  }
}
