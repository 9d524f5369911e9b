import type { Clock } from '../../ports/Clock'

/** Name lookups wait this long after the last keystroke (spec section 9). */
export const NAME_LOOKUP_DEBOUNCE_MS = 200

/** A debounced function: `call` restarts the wait, `cancel` drops a pending call. */
export interface Debounced<A extends unknown[]> {
  call(...args: A): void
  cancel(): void
}

/**
 * Runs `fn` with the arguments of the last call once `delayMs` passed without another call; callers use it for name
 * lookups (200 ms by default), the remove slider (100 ms) and block numbers (100 ms).
 *
 * @example const lookup = debounce(clock, (name: string) => resolver.resolveName(128, name)); lookup.call('alice.fomo.eth')
 */
export function debounce<A extends unknown[]>(
  clock: Clock,
  fn: (...args: A) => void,
  delayMs = NAME_LOOKUP_DEBOUNCE_MS,
): Debounced<A> {
  let cancelPending: (() => void) | undefined
  return {
    call(...args: A) {
      cancelPending?.()
      cancelPending = clock.schedule(delayMs, () => {
        cancelPending = undefined
        fn(...args)
      })
    },
    cancel() {
      cancelPending?.()
      cancelPending = undefined
    },
  }
}
