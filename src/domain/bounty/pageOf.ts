/** Rows a page of the bounty area's tables holds (the referrer table, team promotion). */
export const BOUNTY_PAGE_SIZE = 10

/**
 * Page `page` (from 1) of `rows`, with the count of all rows, as the paged routes answer (`{list, count}`); a page
 * past the end is empty.
 *
 * @example pageOf(['a', 'b', 'c'], 2, 2) // { list: ['c'], count: 3 }
 */
export function pageOf<T>(rows: readonly T[], page: number, size = BOUNTY_PAGE_SIZE): { list: T[]; count: number } {
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`page ${page}: pages count from 1`)
  return { list: rows.slice((page - 1) * size, page * size), count: rows.length }
}
