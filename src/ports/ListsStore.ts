import type { StateStore } from './StateStore'

/** The token-list state as stored (spec section 3): per list URL its current list, pending update and error. */
export interface StoredLists {
  byUrl: Record<string, { current: unknown | null; pendingUpdate: unknown | null; error: string | null }>
  selectedListUrl?: string
  lastInitializedDefaultListOfLists?: string[]
}

/** Where the token-list state persists. */
export type ListsStore = StateStore<StoredLists>

export const ListsStore = Symbol.for('ListsStore')
