import type { ListsState } from './ListsState'

/** Whether `url` may be removed: it is a known list and not the only one (spec: Remove list is disabled then). */
export function canRemoveList(state: ListsState, url: string): boolean {
  return url in state.byUrl && Object.keys(state.byUrl).length > 1
}
