/**
 * One call's return data decoded by `read`; `undefined` for a failed read (`null`), no data (`0x`, e.g. an address
 * without code) or data that `read` cannot decode.
 */
export function decodeAnswer<T>(data: string | null, read: (data: string) => T): T | undefined {
  if (data === null || data === '0x') return undefined
  try {
    return read(data)
  } catch {
    return undefined
  }
}
