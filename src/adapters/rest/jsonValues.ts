/**
 * Reading the `/api/*` envelope's data: a JSON object, and its values (wei as decimal strings or numbers, addresses,
 * optional fields as null or absent) into domain types. One small reader each, shared by the REST adapters.
 */
export type Json = Record<string, unknown>

/** A wei amount; 0 when absent. */
export const big = (value: unknown): bigint => BigInt(String(value ?? 0))

/** A wei amount, or null when absent. */
export const bigOrNull = (value: unknown): bigint | null =>
  value === null || value === undefined ? null : BigInt(String(value))

/** A number, or null when absent. */
export const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)

/** A string, or null when absent. */
export const stringOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value)

/** An address, lowercase hex. */
export const lower = (value: unknown): string => String(value).toLowerCase()
