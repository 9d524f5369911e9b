import type { Call } from './Call'
import type { MulticallState } from './MulticallState'
import { toCallKey } from './toCallKey'

/** Registers one listener per call that wants it refreshed every `blocksPerFetch` blocks (mutates `state`). */
export function addCallListeners(state: MulticallState, calls: readonly Call[], blocksPerFetch = 1): void {
  for (const call of calls) {
    const key = toCallKey(call)
    const counts = state.callListeners[key] ?? {}
    counts[blocksPerFetch] = (counts[blocksPerFetch] ?? 0) + 1
    state.callListeners[key] = counts
  }
}
