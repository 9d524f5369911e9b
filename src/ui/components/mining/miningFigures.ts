/** A ratio (0.1234) as a percent with 2 decimals ('12.34%'); '—' when the market has no price for it. */
export function percentOrDash(ratio: number | null | undefined): string {
  return ratio === null || ratio === undefined || !Number.isFinite(ratio) ? '—' : `${(ratio * 100).toFixed(2)}%`
}

/** A USD (USDT) figure with 2 decimals; '—' without a price. */
export function usdOrDash(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(2)
}

/** Basis points as a multiple: 12,000 → '1.2'. */
export function basisPointsMultiple(bps: number): string {
  return String(bps / 10_000)
}
