/** The smaller of two bigints (`Math.min` takes numbers only). */
export function minBigInt(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}
