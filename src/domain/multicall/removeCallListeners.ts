import type { Call } from './Call'
import type { MulticallState } from './MulticallState'
import { toCallKey } from './toCallKey'

/** Removes one listener per call added with the same `blocksPerFetch`; unknown listeners are ignored (mutates `state`). */
export function removeCallListeners(state: MulticallState, calls: readonly Call[], blocksPerFetch = 1): void {
  for (const call of calls) {
    const key = toCallKey(call)
    const counts = state.callListeners[key]
    if (!counts?.[blocksPerFetch]) continue
    if (counts[blocksPerFetch] === 1) delete counts[blocksPerFetch]
    else counts[blocksPerFetch] -= 1
    if (Object.keys(counts).length === 0) delete state.callListeners[key]
  }
}
