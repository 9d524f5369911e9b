/**
 * Writes a non-negative integer of base units with `decimals` digits after the point, e.g. 1500n with 3 → '1.500'.
 *
 * @example placeDecimalPoint(5n, 3) // '0.005'
 */
export function placeDecimalPoint(units: bigint, decimals: number): string {
  if (decimals === 0) return units.toString()
  const text = units.toString().padStart(decimals + 1, '0')
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`
}
