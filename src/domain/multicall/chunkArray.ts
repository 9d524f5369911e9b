import { InvalidChunkSizeError } from '../errors/InvalidChunkSizeError'

/**
 * Splits `items` into the fewest chunks of at most `maxChunkSize`, as even as possible, keeping the order.
 *
 * @throws InvalidChunkSizeError when `maxChunkSize` is not a whole number of at least 1.
 * @example chunkArray([1, 2, 3, 4, 5], 2) // [[1, 2], [3, 4], [5]]
 */
export function chunkArray<T>(items: readonly T[], maxChunkSize: number): T[][] {
  if (!Number.isInteger(maxChunkSize) || maxChunkSize < 1) throw new InvalidChunkSizeError(maxChunkSize)
  const numChunks = Math.ceil(items.length / maxChunkSize)
  const chunkSize = Math.ceil(items.length / numChunks)
  const chunks: T[][] = []
  for (let start = 0; start < items.length; start += chunkSize) chunks.push(items.slice(start, start + chunkSize))
  return chunks
}
