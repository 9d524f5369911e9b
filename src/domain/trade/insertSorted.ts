/**
 * Inserts an item into a list sorted by `comparator`, after any equal items, keeping at most `maxSize` items; returns
 * the item that fell off the end, if any. The same rule as `@uniswap/sdk`'s `sortedInsert`, so that equal trades keep
 * the order in which the search found them.
 *
 * @example insertSorted([1, 3], 2, 2, (a, b) => a - b) // list becomes [1, 2], returns 3
 */
export function insertSorted<T>(items: T[], item: T, maxSize: number, comparator: (a: T, b: T) => number): T | null {
  if (items.length === 0) {
    items.push(item)
    return null
  }
  const isFull = items.length >= maxSize
  if (isFull && comparator(items[items.length - 1]!, item) <= 0) return item
  let lo = 0
  let hi = items.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (comparator(items[mid]!, item) <= 0) lo = mid + 1
    else hi = mid
  }
  items.splice(lo, 0, item)
  return isFull ? (items.pop() ?? null) : null
}
