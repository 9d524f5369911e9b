import { YIELD_DISPLAY_CAP } from '../../../domain/mining/miningApr'

/**
 * A ratio (0.1234) as a percent with 2 decimals ('12.34%'); '—' when the market has no price for it; from the
 * display cap on, '> 100,000,000%'.
 */
export function percentOrDash(ratio: number | null | undefined): string {
  if (ratio === null || ratio === undefined || Number.isNaN(ratio)) return '—'
  if (ratio >= YIELD_DISPLAY_CAP) return `> ${(YIELD_DISPLAY_CAP * 100).toLocaleString('en-US')}%`
  return `${(ratio * 100).toFixed(2)}%`
}

/** A USD (USDT) figure with 2 decimals; '—' without a price. */
export function usdOrDash(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(2)
}

/** Basis points as a multiple: 12,000 → '1.2'. */
export function basisPointsMultiple(bps: number): string {
  return String(bps / 10_000)
}
