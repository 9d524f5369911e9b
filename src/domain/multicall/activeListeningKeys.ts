import type { MulticallState } from './MulticallState'

/**
 * The call keys someone listens to, each with the smallest `blocksPerFetch` among its listeners (the most eager wins).
 *
 * @example activeListeningKeys({ callListeners: { k: { 1: 0, 4: 2 } }, callResults: {} }) // { k: 4 }
 */
export function activeListeningKeys(state: MulticallState): Record<string, number> {
  const active: Record<string, number> = {}
  for (const [key, counts] of Object.entries(state.callListeners)) {
    let min = Number.POSITIVE_INFINITY
    for (const [blocksPerFetch, count] of Object.entries(counts)) {
      if (count > 0) min = Math.min(min, Number(blocksPerFetch))
    }
    if (min !== Number.POSITIVE_INFINITY) active[key] = min
  }
  return active
}
