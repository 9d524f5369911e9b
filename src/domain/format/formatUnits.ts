import { placeDecimalPoint } from './placeDecimalPoint'

/**
 * A raw amount as its exact decimal value, without trailing zeros: what `--json` output and input fields carry.
 *
 * @example formatUnits(1_500_000n, 6) // '1.5'
 */
export function formatUnits(raw: bigint, decimals: number): string {
  const sign = raw < 0n ? '-' : ''
  const text = placeDecimalPoint(raw < 0n ? -raw : raw, decimals)
  return sign + (text.includes('.') ? text.replace(/\.?0+$/, '') : text)
}
