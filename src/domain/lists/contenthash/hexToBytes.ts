const HEX = /^(?:0x)?((?:[0-9a-fA-F]{2})*)$/

/**
 * The bytes of a hex string (with or without `0x`, an even number of digits), or `null` when it is not one.
 *
 * @example hexToBytes('0xe301') // Uint8Array [0xe3, 0x01]
 */
export function hexToBytes(hex: string): Uint8Array | null {
  const digits = HEX.exec(hex)?.[1]
  if (digits === undefined) return null
  const bytes = new Uint8Array(digits.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16)
  return bytes
}
