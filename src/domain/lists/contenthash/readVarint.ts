/** Longest varint read: 9 bytes (63 bits), the multiformats limit; codes and lengths are far smaller. */
const MAX_VARINT_BYTES = 9

/**
 * Reads an unsigned LEB128 varint (the multiformats varint: 7 bits per byte, low bits first, high bit set on all but
 * the last byte) at `offset`. Returns the value and the offset after it, or `null` when truncated or too long.
 *
 * @example readVarint(Uint8Array.of(0xe3, 0x01), 0) // { value: 0xe3, next: 2 }
 */
export function readVarint(bytes: Uint8Array, offset: number): { value: number; next: number } | null {
  let value = 0
  for (let i = 0; i < MAX_VARINT_BYTES; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) return null
    value += (byte & 0x7f) * 2 ** (7 * i) // multiplication, not <<, so that values above 2^31 stay exact
    if ((byte & 0x80) === 0) return { value, next: offset + i + 1 }
  }
  return null
}
