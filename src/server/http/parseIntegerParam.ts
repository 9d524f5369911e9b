import { ApiFailure } from './ApiFailure'

const DECIMAL = /^(0|[1-9][0-9]{0,15})$/

/**
 * A whole number from a request parameter: decimal digits only (no sign, exponent, fraction, hex, spaces or leading
 * zero) and from `min` to `max`; `fallback` when the parameter is absent. Nothing else reaches the database.
 *
 * @throws ApiFailure 400 naming the parameter and the accepted range.
 * @example parseIntegerParam('limit', '200', { min: 1, max: 1000 }) // 200
 */
export function parseIntegerParam(
  name: string,
  value: string | undefined,
  { min, max, fallback }: { min: number; max: number; fallback?: number },
): number {
  if (value === undefined && fallback !== undefined) return fallback
  const number = value !== undefined && DECIMAL.test(value) ? Number(value) : Number.NaN
  if (!(number >= min && number <= max)) {
    throw new ApiFailure(
      400,
      `${name} must be a whole number from ${min} to ${max}, got "${String(value).slice(0, 40)}"`,
      {
        [name]: String(value).slice(0, 100),
      },
    )
  }
  return number
}
