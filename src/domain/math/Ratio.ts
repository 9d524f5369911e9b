/** An exact non-integer value, `numerator / denominator`, with a positive denominator; percentages are fractions of 1. */
export interface Ratio {
  readonly numerator: bigint
  readonly denominator: bigint
}
