import { HIGH_SLIPPAGE_WARNING_BIPS, LOW_SLIPPAGE_WARNING_BIPS } from './settingsConstants'

/** A warning the slippage setting shows, with the spec's English text (section 5); the locale files key on `key`. */
export type SlippageWarning =
  | { readonly key: 'riskyLow'; readonly message: 'Your transaction may fail' }
  | { readonly key: 'riskyHigh'; readonly message: 'Your transaction may be frontrun' }

/**
 * The warning for a slippage tolerance in bips (spec sections 5 and 9): under 50 the transaction may fail (any price
 * move reverts it), over 500 it may be frontrun (a bot can take the difference); none from 50 to 500.
 *
 * @example slippageWarning(10)?.message // 'Your transaction may fail'
 */
export function slippageWarning(bips: number): SlippageWarning | undefined {
  if (bips < LOW_SLIPPAGE_WARNING_BIPS) return { key: 'riskyLow', message: 'Your transaction may fail' }
  if (bips > HIGH_SLIPPAGE_WARNING_BIPS) return { key: 'riskyHigh', message: 'Your transaction may be frontrun' }
  return undefined
}
