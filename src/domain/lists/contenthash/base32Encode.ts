const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'

/**
 * RFC 4648 base32 of bytes, lower case and unpadded (multibase `b`, as IPFS writes CIDv1).
 *
 * @example base32Encode(new Uint8Array([0x66, 0x6f, 0x6f])) // 'mzxw6'
 */
export function base32Encode(bytes: Uint8Array): string {
  let text = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xfff // 12 bits hold the at most 4 carried bits plus a new byte
    bits += 8
    while (bits >= 5) {
      text += ALPHABET[(buffer >> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) text += ALPHABET[(buffer << (5 - bits)) & 31]
  return text
}
