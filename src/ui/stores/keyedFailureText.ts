import type { MessageId } from '../locales/en'
import { failureMessage } from './failureMessage'
import type { Translate } from './Translate'

/** How an area words its failures: its own texts by error name, those that take figures, what to log the rest under. */
export interface FailureTexts {
  /** The texts spec section 8 gives (or the screens word), keyed by the error's name. */
  readonly keys: Readonly<Record<string, MessageId>>
  /** The texts with figures in them; `undefined` for an error it does not word. */
  readonly special?: (error: Error) => string | undefined
  /** What a failure is logged under (failureMessage). */
  readonly what: string
}

/**
 * The red notice's text for a failed action of one area, in the current locale; `undefined` when nothing should show:
 * the user rejected it in the wallet, or it is an API failure the reporting API has already shown. Otherwise the
 * area's own text for the error, else the error's own message.
 *
 * @example keyedFailureText(error, t, { keys: { NoIncomeError: 'mining.error.noIncomeW' }, what: 'mining action failed' })
 */
export function keyedFailureText(error: unknown, t: Translate, texts: FailureTexts): string | undefined {
  if (!(error instanceof Error)) return failureMessage(error, texts.what)
  if (error.name === 'ApiError') return undefined
  const special = texts.special?.(error)
  if (special !== undefined) return special
  const key = texts.keys[error.name]
  if (key) return t(key)
  return failureMessage(error, texts.what)
}
