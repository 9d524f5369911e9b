import { keccak_256 } from '@noble/hashes/sha3'
import { InvalidHexBytesError } from '../errors/InvalidHexBytesError'

/** Bytes from a Uint8Array or `0x` hex (an even number of digits). */
function bytesOf(data: Uint8Array | string): Uint8Array {
  if (typeof data !== 'string') return data
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) throw new InvalidHexBytesError(data)
  const bytes = new Uint8Array((data.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(data.slice(2 + 2 * i, 4 + 2 * i), 16)
  return bytes
}

/**
 * Keccak-256 (Ethereum's, not NIST SHA3-256: padding 0x01) of bytes or of `0x` hex, as `0x` and 64 lower-case hex
 * digits. The domain's one hash (addresses' checksums, pair and name hashes, draw seeds), over @noble/hashes (audited,
 * and the hash ethers itself uses), without ethers v5's hashing package and its logger on the first page.
 *
 * @example keccak256('0x') // '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'
 * @throws InvalidHexBytesError for a string that is not 0x and an even number of hex digits.
 */
export function keccak256(data: Uint8Array | string): string {
  let hex = '0x'
  for (const byte of keccak_256(bytesOf(data))) hex += byte.toString(16).padStart(2, '0')
  return hex
}
