/** JSON.stringify with bigints as decimal strings (amounts in base units). */
export function bigintJson(value: unknown): string {
  return JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item))
}
