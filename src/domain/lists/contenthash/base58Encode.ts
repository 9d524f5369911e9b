const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Bitcoin-alphabet base58 of bytes (base58btc, as IPFS writes CIDv0 and peer ids): each leading zero byte is a `1`.
 *
 * @example base58Encode(Uint8Array.of(0, 0, 1)) // '112'
 */
export function base58Encode(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}
