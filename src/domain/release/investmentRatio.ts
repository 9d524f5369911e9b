/**
 * The spec's `investment_ratio`: how many release tokens one invested token is worth, as an exact fraction so that
 * a ratio such as 1.5 or 0.3 never rounds in the account's favour.
 */
export interface InvestmentRatio {
  readonly numerator: bigint
  readonly denominator: bigint
}

const DECIMAL = /^(\d{1,30})(?:\.(\d{1,18}))?$/

/**
 * Reads a ratio written as a plain decimal ("1", "1.5", "0.25").
 *
 * @throws RangeError when the text is not a positive decimal of at most 18 places.
 * @example parseInvestmentRatio('1.5') // { numerator: 15n, denominator: 10n }
 */
export function parseInvestmentRatio(text: string): InvestmentRatio {
  const match = DECIMAL.exec(text)
  if (!match) throw new RangeError(`investment ratio "${text}": write a positive decimal such as 1 or 1.5`)
  const places = match[2] ?? ''
  const ratio = { numerator: BigInt(`${match[1]}${places}`), denominator: 10n ** BigInt(places.length) }
  if (ratio.numerator === 0n) throw new RangeError(`investment ratio "${text}": must be above 0`)
  return ratio
}

/** The ratio as the API shows it: the shortest decimal ("1.5", "2"). */
export function formatInvestmentRatio(ratio: InvestmentRatio): string {
  const whole = ratio.numerator / ratio.denominator
  let rest = ratio.numerator % ratio.denominator
  if (rest === 0n) return `${whole}`
  let digits = ''
  for (let i = 0; i < 18 && rest !== 0n; i++) {
    rest *= 10n
    digits += `${rest / ratio.denominator}`
    rest %= ratio.denominator
  }
  return `${whole}.${digits}`
}

/** What `invested` wei of the investment token entitle to, rounded down. */
export function entitlementOf(invested: bigint, ratio: InvestmentRatio): bigint {
  return (invested * ratio.numerator) / ratio.denominator
}
