import type { CallResult } from './Call'

/**
 * One chain's multicall bookkeeping (spec section 3): per call key, how many listeners want it refreshed every N
 * blocks (`callListeners[key][blocksPerFetch] = count`), and the latest result per call key.
 */
export interface MulticallState {
  callListeners: Record<string, Record<number, number>>
  callResults: Record<string, CallResult>
}

/** An empty state: no listeners, no results. */
export function createMulticallState(): MulticallState {
  return { callListeners: {}, callResults: {} }
}
