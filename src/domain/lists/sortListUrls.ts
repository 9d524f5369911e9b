import type { ListState } from './ListsState'

/**
 * List URLs in display order (spec section 2: lists are sorted by name): loaded lists by name, ignoring case, then
 * lists not loaded yet, each group with ties broken by URL so that the order never depends on insertion.
 *
 * @example sortListUrls(state.byUrl)[0]
 */
export function sortListUrls(byUrl: Readonly<Record<string, ListState>>): string[] {
  const nameOf = (url: string) => byUrl[url]?.current?.name.toLowerCase()
  return Object.keys(byUrl).sort((a, b) => {
    const nameA = nameOf(a)
    const nameB = nameOf(b)
    if (nameA !== undefined && nameB === undefined) return -1
    if (nameA === undefined && nameB !== undefined) return 1
    if (nameA !== undefined && nameB !== undefined && nameA !== nameB) return nameA < nameB ? -1 : 1
    return a < b ? -1 : a > b ? 1 : 0
  })
}
