import { FomoError } from '../../domain/errors/FomoError'
import { TransactionRejectedError } from '../../domain/errors/TransactionRejectedError'
import { swapFailureError } from '../../domain/swap/swapFailureError'

/**
 * The text to show for a failed send: the app's own errors as they are, others in the spec's words; `undefined` (and
 * nothing logged) when the user rejected it in the wallet (4001), else the error is logged under `what`.
 */
export function failureMessage(error: unknown, what: string): string | undefined {
  const failure = error instanceof FomoError ? error : swapFailureError(error)
  if (failure instanceof TransactionRejectedError) return undefined
  console.warn(what, error)
  return failure.message
}
