/** A small seeded PRNG (mulberry32) so that benchmark and test graphs are reproducible. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A random bigint in [min, max] from a PRNG, uniform enough for test data. */
export function randomBigInt(random: () => number, min: bigint, max: bigint): bigint {
  const span = max - min + 1n
  let value = 0n
  for (let bits = 0n; 1n << bits < span * 1024n; bits += 32n) {
    value = (value << 32n) | BigInt(Math.floor(random() * 4294967296))
  }
  return min + (value % span)
}
