/**
 * The whole percent a slider position stands for (spec section 5): rounded, and clamped to 0–100.
 *
 * @example sliderPercent(70.5) // 71
 */
export function sliderPercent(position: number): number {
  return Math.max(0, Math.min(100, Math.round(position)))
}
