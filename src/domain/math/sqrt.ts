import { InvalidAmountError } from '../errors/InvalidAmountError'

/**
 * The integer square root, rounded down: what v2-core's `Math.sqrt` returns, for LP minting and the protocol fee.
 *
 * @example sqrt(1_000_000n) // 1000n; sqrt(8n) // 2n
 */
export function sqrt(value: bigint): bigint {
  if (value < 0n) throw new InvalidAmountError(value)
  if (value < 2n) return value
  // Newton's iteration from a power of two above the root converges downwards to the floor.
  let x = 1n << (BigInt(value.toString(2).length + 1) >> 1n)
  let y = (x + value / x) >> 1n
  while (y < x) {
    x = y
    y = (x + value / x) >> 1n
  }
  return x
}
