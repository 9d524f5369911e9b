import { InvalidHexError } from '../errors/InvalidHexError'

/** An EIP-2612 permit signature as the router's `...WithPermit` calls take it. */
export interface SplitSignature {
  readonly v: number
  readonly r: string
  readonly s: string
}

/**
 * Splits a 65-byte `eth_signTypedData_v4` signature (`0x` r s v) into v, r and s; a v of 0 or 1 becomes 27 or 28.
 *
 * @throws InvalidHexError unless it is 0x and 130 hex digits.
 * @example splitSignature(`0x${'11'.repeat(32)}${'22'.repeat(32)}1b`).v // 27
 */
export function splitSignature(signature: string): SplitSignature {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) throw new InvalidHexError(signature, 65)
  const v = Number.parseInt(signature.slice(130, 132), 16)
  return { r: `0x${signature.slice(2, 66)}`, s: `0x${signature.slice(66, 130)}`, v: v < 27 ? v + 27 : v }
}
