/** How many bytes a UTF-8 sequence starting with `first` has; 0 for a byte that cannot start one. */
function sequenceLength(first: number): number {
  if (first < 0x80) return 1
  if (first < 0xc2) return 0 // a continuation byte, or an overlong two-byte lead
  if (first < 0xe0) return 2
  if (first < 0xf0) return 3
  return first < 0xf5 ? 4 : 0
}

/**
 * Text from UTF-8 bytes, or `null` when they are not valid UTF-8 (a truncated or overlong sequence, a surrogate, or a
 * stray continuation byte). The domain has no `TextDecoder` (it is not ECMAScript).
 *
 * @example utf8Decode(Uint8Array.of(0x61, 0xc3, 0xa9)) // 'aé'
 */
export function utf8Decode(bytes: Uint8Array): string | null {
  let text = ''
  for (let i = 0; i < bytes.length; ) {
    const first = bytes[i]!
    const length = sequenceLength(first)
    if (length === 0 || i + length > bytes.length) return null
    let code = length === 1 ? first : first & (0xff >> (length + 1))
    for (let j = 1; j < length; j++) {
      const next = bytes[i + j]!
      if ((next & 0xc0) !== 0x80) return null
      code = (code << 6) | (next & 0x3f)
    }
    const minimum = [0, 0, 0x80, 0x800, 0x10000][length]!
    if (code < minimum || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null
    text += String.fromCodePoint(code)
    i += length
  }
  return text
}
